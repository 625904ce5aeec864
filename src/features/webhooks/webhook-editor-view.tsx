import { Link } from 'wouter';
import {
  webhookEventGroupNames,
  webhookEventGroups,
  webhookTexts,
  type WebhookDelivery,
} from '#contract/webhook';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { Card } from '#ui/components/card/card';
import { Checkbox } from '#ui/components/checkbox/checkbox';
import { EditField } from '#ui/components/edit-field/edit-field';
import { Inline } from '#ui/components/inline/inline';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { PageHeader } from '#ui/components/page-header/page-header';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { NotFoundState } from '../../app/not-found-state';
import type { EditFormActor } from '../../app/use-edit-form';
import { useFormField, useTextField } from '../../app/use-form-field';
import { EditFormElement } from '../../shared/forms/edit-form-element';
import { FormButtons } from '../../shared/forms/form-buttons';
import { FormNotices } from '../../shared/forms/form-notices';
import { formatMoment } from '../../shared/format/moments';
import type { WebhookEditorBinding } from './use-webhook-editor';
import * as s from './webhooks.css';
import { webhooksListPath } from './webhook-paths';

function WebhookForm({ actor, readOnly }: { actor: EditFormActor; readOnly: boolean }) {
  const url = useTextField(actor, 'url', { emptyAs: '' });
  const description = useTextField(actor, 'description', { emptyAs: '' });
  const groups = useFormField<string[] | undefined>(actor, 'eventGroups');
  const active = useFormField<boolean | undefined>(actor, 'active');
  const picked = new Set(groups.value ?? []);
  const toggle = (group: string, on: boolean) =>
    groups.onChange(webhookEventGroupNames.filter((g) => (g === group ? on : picked.has(g))));
  return (
    <EditFormElement form={actor}>
      <Card title="Endpoint">
        <Stack gap="md">
          <EditField
            type="text"
            label="Address"
            required
            maxLength={2000}
            {...url}
            disabled={url.disabled || readOnly}
          />
          <EditField
            type="text"
            label="Description"
            maxLength={255}
            {...description}
            disabled={description.disabled || readOnly}
          />
          <fieldset className={s.groups} aria-describedby={groups.error ? 'webhook-groups-error' : undefined}>
            <legend>Events</legend>
            {webhookEventGroupNames.map((group) => (
              <Checkbox
                key={group}
                label={webhookEventGroups[group].label}
                checked={picked.has(group)}
                onCheckedChange={(on) => toggle(group, on === true)}
                disabled={groups.disabled || readOnly}
              />
            ))}
            {groups.error && (
              <p id="webhook-groups-error" className={s.error}>
                {groups.error}
              </p>
            )}
          </fieldset>
          <Checkbox
            label="On: send events to this address"
            checked={active.value !== false}
            onCheckedChange={(on) => active.onChange(on === true)}
            disabled={active.disabled || readOnly}
          />
        </Stack>
      </Card>
      {!readOnly && <FormButtons actor={actor} noResetWhenCreating />}
    </EditFormElement>
  );
}

function DeliveryLog(props: WebhookEditorBinding) {
  const { deliveries, canSend, sendAgain } = props;
  if (deliveries.length === 0) return <p>{webhookTexts.noDeliveries}</p>;
  const row = (d: WebhookDelivery) => (
    <tr key={d.webhookDeliveryId}>
      <td>{d.kind}</td>
      <td>{d.status}</td>
      <td>{d.attempts}</td>
      <td>{d.lastStatusCode ?? d.lastError ?? ''}</td>
      <td>{formatMoment(d.lastAttemptAt ?? d.dateAdded)}</td>
      <td>
        {canSend && d.status !== 'pending' && d.status !== 'sending' && (
          <Button size="sm" variant="ghost" onClick={() => sendAgain.start(d.webhookDeliveryId)}>
            Send again
          </Button>
        )}
      </td>
    </tr>
  );
  return (
    <table className={s.table} aria-label="Delivery log">
      <thead>
        <tr>
          <th>Event</th>
          <th>Status</th>
          <th>Attempts</th>
          <th>Answer</th>
          <th>When</th>
          <th />
        </tr>
      </thead>
      <tbody>{deliveries.map(row)}</tbody>
    </table>
  );
}

/** Webhook Details: header with Delete, the secret once, the endpoint form and its delivery log. */
export function WebhookEditorView(props: WebhookEditorBinding) {
  const { id, form, url, loading, notFound, canSave, canDelete, canSend, secret, remove, sendTest } = props;
  if (notFound) return <NotFoundState back={{ href: webhooksListPath, label: 'Back to Webhooks' }} />;
  const error =
    remove.error ?? sendTest.error ?? props.rotate.error ?? props.sendAgain.error ?? props.deliveriesError;
  return (
    <Stack gap="lg" className={s.page}>
      <PageHeader
        title={id === null ? 'New webhook endpoint' : `Webhook${url ? `: ${url}` : ''}`}
        actions={
          <>
            <Link href={webhooksListPath} className={textLinkClass()}>
              Back to Webhooks
            </Link>
            {id !== null && canSend && (
              <Button variant="secondary" loading={sendTest.busy} onClick={() => sendTest.start()}>
                Send test event
              </Button>
            )}
            {id !== null && canSend && (
              <Button variant="secondary" loading={props.rotate.busy} onClick={() => props.rotate.start()}>
                Rotate secret
              </Button>
            )}
            {id !== null && canDelete && (
              <Button variant="danger" loading={remove.busy} onClick={() => remove.start()}>
                Delete
              </Button>
            )}
          </>
        }
      />
      <AlertBanner type="error" open={error !== null} marginBottom={0}>
        {error}
      </AlertBanner>
      {secret && (
        <AlertBanner type="success" open title={webhookTexts.secretOnce} onDismiss={props.dismissSecret}>
          <code data-testid="webhook-secret">{secret}</code>
        </AlertBanner>
      )}
      <FormNotices form={form} />
      {loading ? <Spinner block /> : <WebhookForm actor={form} readOnly={!canSave} />}
      {id !== null && (
        <Card title="Delivery log">
          <Inline gap="sm">
            <Button size="sm" variant="ghost" onClick={props.reloadDeliveries}>
              Refresh
            </Button>
          </Inline>
          <DeliveryLog {...props} />
        </Card>
      )}
    </Stack>
  );
}
