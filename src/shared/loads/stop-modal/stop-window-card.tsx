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
  const check = (label: string, field: 'hasAppointment' | 'carrierMakesAppointment' | 'stopHasIssue') => (
    <EditField
      type="checkbox"
      label={label}
      value={stop[field]}
      disabled={disabled}
      onChange={(v) => set(field, v)}
    />
  );
  /** A free text that shows while its box is ticked; emptied, it is stored as null. */
  const text = (label: string, field: 'scheduledWithDescription' | 'issueDescription') => (
    <EditField
      type="textarea"
      label={label}
      rows={growingRows(stop[field])}
      value={stop[field] ?? ''}
      disabled={disabled}
      onChange={(v) => set(field, v || null)}
    />
  );
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
          {check('Appointment', 'hasAppointment')}
          {check('Carrier Makes Appointment', 'carrierMakesAppointment')}
          {stop.hasAppointment && text('Scheduled with', 'scheduledWithDescription')}
        </Stack>
      </Card>
      <Card title="Issue" headingLevel={3}>
        <Stack gap="sm">
          {check('Issue with stop', 'stopHasIssue')}
          {stop.stopHasIssue && text('Description of Issue', 'issueDescription')}
        </Stack>
      </Card>
    </Stack>
  );
}
