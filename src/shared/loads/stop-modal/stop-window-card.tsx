import type { LoadStop } from '#contract/load';
import { Card } from '#ui/components/card/card';
import { EditField } from '#ui/components/edit-field/edit-field';
import { Stack } from '#ui/components/stack/stack';
import type { StopEditableField } from '#machines/stop-editing/stop-editing.machine';
import { DateTimeField } from '../date-time-field';
import { growingRows } from '../growing-rows';
import type { StopModalBinding } from './use-stop-modal';

/** The Delivery window card (From ≤ To, both clearable, appointment) and the Issue card (spec 2 §2, §5). */
export function StopWindowCard({
  stop,
  view,
  send,
  mayEdit,
  stopOnly,
}: StopModalBinding & { stop: LoadStop }) {
  const disabled = !mayEdit || stopOnly || view.busy;
  const set = (field: StopEditableField, value: string | boolean | null) =>
    send({ type: 'stop.fieldChanged', field, value });
  return (
    <Stack gap="md">
      <Card title="Delivery window" headingLevel={3}>
        <Stack gap="sm">
          <DateTimeField
            label="From"
            value={stop.fromDate}
            max={stop.toDate}
            clearable
            disabled={disabled}
            onChange={(v) => set('fromDate', v)}
          />
          <DateTimeField
            label="To"
            value={stop.toDate}
            min={stop.fromDate}
            clearable
            disabled={disabled}
            onChange={(v) => set('toDate', v)}
          />
          <EditField
            type="checkbox"
            label="Appointment"
            value={stop.hasAppointment}
            disabled={disabled}
            onChange={(v) => set('hasAppointment', v)}
          />
          <EditField
            type="checkbox"
            label="Carrier Makes Appointment"
            value={stop.carrierMakesAppointment}
            disabled={disabled}
            onChange={(v) => set('carrierMakesAppointment', v)}
          />
          {stop.hasAppointment && (
            <EditField
              type="textarea"
              label="Scheduled with"
              rows={growingRows(stop.scheduledWithDescription)}
              value={stop.scheduledWithDescription ?? ''}
              disabled={disabled}
              onChange={(v) => set('scheduledWithDescription', v || null)}
            />
          )}
        </Stack>
      </Card>
      <Card title="Issue" headingLevel={3}>
        <Stack gap="sm">
          <EditField
            type="checkbox"
            label="Issue with stop"
            value={stop.stopHasIssue}
            disabled={disabled}
            onChange={(v) => set('stopHasIssue', v)}
          />
          {stop.stopHasIssue && (
            <EditField
              type="textarea"
              label="Description of Issue"
              rows={growingRows(stop.issueDescription)}
              value={stop.issueDescription ?? ''}
              disabled={disabled}
              onChange={(v) => set('issueDescription', v || null)}
            />
          )}
        </Stack>
      </Card>
    </Stack>
  );
}
