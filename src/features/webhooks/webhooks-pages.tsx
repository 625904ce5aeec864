import { Permission } from '#contract/permissions';
import { webhookTexts } from '#contract/webhook';
import { hasPermission } from '#machines/session/auth-store';
import { Button } from '#ui/components/button/button';
import { EmptyState } from '#ui/components/empty-state/empty-state';
import type { PageProps } from '../../app/page-props';
import { useRuntime } from '../../app/runtime-context';
import { ListView } from '../../shared/lists/list-view';
import { useListController } from '../../shared/lists/use-list-controller';
import { useWebhookEditor } from './use-webhook-editor';
import { WebhookEditorView } from './webhook-editor-view';
import { newWebhookPath, webhookDetailsPath } from './webhook-paths';
import { webhooksList } from './webhooks-list';

/** /admin/webhooks: the endpoints, paged and searchable; an empty list says what webhooks are for. */
export function WebhooksListPage(_props: PageProps) {
  const runtime = useRuntime();
  const canAdd = hasPermission(runtime.services.authStore.read(), [Permission.UserAdd]);
  const list = useListController(webhooksList);
  const add = canAdd && <Button onClick={() => runtime.navigate(newWebhookPath)}>Add endpoint</Button>;
  const empty = !list.busy && !list.loadFailed && list.totalItems === 0 && !list.searchText;
  return (
    <>
      <ListView
        {...list}
        onOpen={(row) => runtime.navigate(webhookDetailsPath(row.webhookEndpointId))}
        actions={() => add}
      />
      {empty && (
        <EmptyState title="No webhook endpoints" description={webhookTexts.empty} action={add || undefined} />
      )}
    </>
  );
}

/** /admin/webhooks/:id ('new' for a new one). */
export function WebhookDetailsPage({ params }: PageProps) {
  const id = params.id === 'new' ? null : Number(params.id);
  return <WebhookEditorView {...useWebhookEditor(id)} />;
}
