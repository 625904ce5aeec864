import { shallowEqual, useSelector } from '@xstate/react';
import { useState } from 'react';
import { Permission } from '#contract/permissions';
import { webhookTexts } from '#contract/webhook';
import { hasPermission } from '#machines/session/auth-store';
import * as form from '#machines/edit-form/edit-form.selectors';
import { answered } from '../../app/answered';
import { useRuntime } from '../../app/runtime-context';
import { useCommand } from '../../app/use-command';
import { useEditForm } from '../../app/use-edit-form';
import { useResource } from '../../app/use-resource';
import { loadWebhook, newWebhookValues, saveWebhook, webhookFormSchema } from './webhook-form';
import { webhookDetailsPath, webhooksListPath } from './webhook-paths';

const selectEditorView = (s: form.EditFormSnapshot) => ({
  url: form.selectPristine(s).url as string | undefined,
  loading: form.selectIsLoading(s),
  notFound: form.selectLoadNotFound(s),
});

/**
 * Webhook Details: the endpoint's edit form (the house edit-form machine), Delete, the secret shown once after
 * a create, and the delivery log with "Send test event" and "Send again" (commands).
 */
export function useWebhookEditor(id: number | null) {
  const runtime = useRuntime();
  const { services } = runtime;
  const auth = services.authStore.read();
  const canSave = hasPermission(auth, [id === null ? Permission.UserAdd : Permission.UserUpdate]);
  const canDelete = hasPermission(auth, [Permission.UserDelete]);
  const canSend = hasPermission(auth, [Permission.UserUpdate]);
  const [secret, setSecret] = useState<string | null>(null);
  const actor = useEditForm({
    input:
      id === null
        ? { values: newWebhookValues(), schema: webhookFormSchema }
        : { key: id, schema: webhookFormSchema },
    load: ({ key }, signal) => loadWebhook(services, key as number, signal),
    save: ({ values }, signal) => saveWebhook(services, id, values, signal),
    onSaved: (values, created) => {
      runtime.showSnackbar({ text: 'Webhook endpoint saved', severity: 'success' });
      if (created) {
        setSecret(typeof values.secret === 'string' ? values.secret : null);
        runtime.navigate(webhookDetailsPath(values.webhookEndpointId as number), { replace: true });
      }
    },
  });
  const view = useSelector(actor, selectEditorView, shallowEqual);
  const deliveries = useResource((signal) =>
    id === null ? Promise.resolve([]) : services.webhooksApi.deliveries(id, signal),
  );
  const remove = useCommand<void, unknown>({
    confirm: () => ({
      title: 'Delete webhook endpoint',
      message: `Delete the endpoint ${view.url ?? ''} and its delivery log?`,
      confirmText: 'Delete',
      color: 'error',
    }),
    run: async (_, signal) => services.webhooksApi.delete(answered(id), signal),
    onDone: () => runtime.navigate(webhooksListPath),
  });
  const sendTest = useCommand<void, unknown>({
    run: async (_, signal) => services.webhooksApi.sendTest(answered(id), signal),
    onDone: () => {
      runtime.showSnackbar({ text: webhookTexts.testQueued, severity: 'success' });
      deliveries.reload();
    },
  });
  const rotate = useCommand<void, { secret: string }>({
    confirm: () => ({
      title: 'Rotate signing secret',
      message: webhookTexts.rotateConfirm,
      confirmText: 'Rotate',
    }),
    run: async (_, signal) => answered(await services.webhooksApi.rotateSecret(answered(id), 24, signal)),
    onDone: (rotated) => {
      setSecret(rotated.secret);
      runtime.showSnackbar({ text: webhookTexts.rotated, severity: 'success' });
    },
  });
  const sendAgain = useCommand<number, unknown>({
    run: (deliveryId, signal) => services.webhooksApi.sendAgain(deliveryId, signal),
    onDone: () => {
      runtime.showSnackbar({ text: webhookTexts.againQueued, severity: 'success' });
      deliveries.reload();
    },
  });
  return {
    id,
    form: actor,
    ...view,
    canSave,
    canDelete,
    canSend,
    secret,
    dismissSecret: () => setSecret(null),
    remove,
    sendTest,
    rotate,
    sendAgain,
    deliveries: deliveries.data ?? [],
    deliveriesError: deliveries.error,
    reloadDeliveries: deliveries.reload,
  };
}
export type WebhookEditorBinding = ReturnType<typeof useWebhookEditor>;
