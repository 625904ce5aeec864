import type { Carrier } from '#contract/carrier';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Checkbox } from '#ui/components/checkbox/checkbox';
import { Stack } from '#ui/components/stack/stack';
import type { EditFormActor } from '../../../app/use-edit-form';
import { useRuntime } from '../../../app/runtime-context';
import { RecordForm } from '../shared/record-form';
import { useRecordEditor } from '../shared/use-record-editor';
import { CarrierFields } from './carrier-fields';
import { carrierSchema, loadCarrier, updateCarrier } from './carrier-form';
import { insuranceExpired, insuranceWarning } from './insurance';
import { useCarrierDetails } from './use-carrier-details';

function CarrierForm({
  carrierId,
  readOnly,
  bind,
  onSaved,
}: {
  carrierId: number;
  readOnly: boolean;
  bind: (actor: EditFormActor) => void;
  onSaved: () => void;
}) {
  const { services } = useRuntime();
  const form = useRecordEditor({
    liveType: 'carrier',
    id: carrierId,
    schema: carrierSchema,
    load: (id, signal) => loadCarrier(services, id, signal),
    save: (id, values, signal) => updateCarrier(services, id, values, signal),
    savedText: (saved) => `Carrier ${String(saved.name)} saved`,
    onSaved,
  });
  bind(form);
  return (
    <RecordForm form={form} label="Carrier" readOnly={readOnly}>
      <CarrierFields actor={form} readOnly={readOnly} />
    </RecordForm>
  );
}

/** The carrier's Details tab: the Enabled switch, the expired-insurance warning and the carrier form. */
export function CarrierDetailsTab({
  carrierId,
  carrier,
  onChanged,
}: {
  carrierId: number;
  carrier: Carrier | null;
  onChanged: () => void;
}) {
  const details = useCarrierDetails(carrier, onChanged);
  const { enabled } = details;
  return (
    <Stack gap="md">
      <Checkbox
        label="Enabled"
        description="A disabled carrier cannot be chosen for a load."
        checked={enabled.checked}
        disabled={enabled.disabled}
        onCheckedChange={enabled.toggle}
      />
      <AlertBanner type="error" open={enabled.error !== null} onDismiss={enabled.dismiss} marginBottom={0}>
        {enabled.error}
      </AlertBanner>
      <AlertBanner type="warning" open={carrier !== null && insuranceExpired(carrier)} marginBottom={0}>
        {carrier && insuranceWarning(carrier)}
      </AlertBanner>
      <CarrierForm
        carrierId={carrierId}
        readOnly={details.readOnly}
        bind={details.bindForm}
        onSaved={onChanged}
      />
    </Stack>
  );
}
