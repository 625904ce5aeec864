import { afterAll } from 'vitest';
import { stopLiveHub } from '#server/live/live-hub';
import { createAdmin, useBeforeAll, useTestApp } from '#fixtures/file-app';
import { startWebhookReceiver, type ReceivedMessage, type WebhookReceiver } from '#fixtures/webhook-receiver';
import { createOrderData } from './orders-helpers';

/**
 * A webhook test file's app and scene (decision 083): an app that may post to 127.0.0.1, its order data, an
 * admin's token, and a receiver on 127.0.0.1 at `base` that keeps what it gets in `received` and answers
 * `answer()` (200 by default). The receiver and the live hub stop after the file's own after-hooks.
 */
export function useWebhookScene(
  env: Record<string, string>,
  received: ReceivedMessage[],
  answer?: () => number,
) {
  const t = useTestApp({ WEBHOOK_ALLOW_PRIVATE: 'true', ...env });
  let receiver: WebhookReceiver | undefined;
  const d = useBeforeAll(async () => {
    const data = await createOrderData(t);
    const admin = (await createAdmin(t)).token;
    receiver = await startWebhookReceiver(received, answer);
    return { ...data, admin, base: receiver.base };
  });
  afterAll(async () => {
    await stopLiveHub(t.database);
    await receiver?.close();
  });
  return { t, d };
}
