import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { orderPaths, webhookPaths } from '#contract/paths';
import { createWebhookDispatcher, type WebhookDispatcher } from '#server/events-out/webhook-dispatcher';
import { signWebhook } from '#server/events-out/webhook-secret';
import { createLogger } from '#server/logging/logger';
import { until, type ReceivedMessage } from '#fixtures/webhook-receiver';
import { json, staffForm } from './orders-helpers';
import { useWebhookScene } from './webhook-helpers';

/**
 * Rotating a webhook secret (issue #30, decision 088): during the grace period each message carries the new
 * and the old signature (`v1,<new> v1,<old>`, Standard Webhooks); with no grace only the new one.
 */
const received: ReceivedMessage[] = [];
const { t, d } = useWebhookScene({ WEBHOOK_SECRET_KEY: Buffer.alloc(32, 5).toString('base64') }, received);
let dispatcher: WebhookDispatcher;

const rotate = (id: number, body: object, token = d.admin) =>
  t.call('POST', fillPath(webhookPaths.rotateSecret, { id }), { token, body });

/** Makes an order and answers the webhook message that announced it. */
async function orderMessage(po: string) {
  const order = await json<{ orderId: number }>(
    await t.call('POST', orderPaths.base, { token: d.staff.token, body: staffForm(d, { poNumber: po }) }),
  );
  const of = () =>
    received.find(
      (r) => (JSON.parse(r.body) as { data: { recordId: number } }).data.recordId === order.orderId,
    );
  return (await until(of, (r) => r !== undefined))!;
}

const signaturesOf = (r: { headers: IncomingHttpHeaders; body: string }, secrets: string[]) => {
  const id = String(r.headers['webhook-id']);
  const timestamp = Number(r.headers['webhook-timestamp']);
  return secrets.map((s) => signWebhook(s, id, timestamp, r.body)).join(' ');
};

beforeAll(async () => {
  dispatcher = createWebhookDispatcher({
    database: t.database,
    config: t.config,
    log: createLogger('silent'),
    pollMs: 50,
  });
  await dispatcher.start();
});
afterAll(async () => {
  await dispatcher?.stop();
});

describe('rotating a webhook secret', () => {
  it('signs with the new and the old secret through the grace period, then with the new one alone', async () => {
    const made = await json<{ webhookEndpointId: number; secret: string }>(
      await t.call('POST', webhookPaths.create, {
        token: d.admin,
        body: { url: `${d.base}/erp`, eventGroups: ['record.created'] },
      }),
    );
    const first = await orderMessage('PO-ROT-0');
    expect(first.headers['webhook-signature']).toBe(signaturesOf(first, [made.secret]));

    const rotated = await json<{ secret: string; previousSecretUntil: string | null }>(
      await rotate(made.webhookEndpointId, { graceHours: 24 }),
    );
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(made.secret);
    expect(Date.parse(rotated.previousSecretUntil!) - Date.now()).toBeGreaterThan(23 * 3_600_000);
    const during = await orderMessage('PO-ROT-1');
    expect(during.headers['webhook-signature']).toBe(signaturesOf(during, [rotated.secret, made.secret]));

    const again = await json<{ secret: string; previousSecretUntil: string | null }>(
      await rotate(made.webhookEndpointId, { graceHours: 0 }),
    );
    expect(again.previousSecretUntil).toBeNull();
    const after = await orderMessage('PO-ROT-2');
    expect(after.headers['webhook-signature']).toBe(signaturesOf(after, [again.secret]));
  });

  it('belongs to the administration area, and answers 404 for an endpoint that is not there', async () => {
    expect((await rotate(1, {}, d.customer.token)).status).toBe(403);
    expect((await rotate(999_999, {})).status).toBe(404);
    expect((await rotate(1, { graceHours: 500 })).status).toBe(400);
  });
});
