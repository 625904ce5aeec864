import type { FormValues } from '#machines/edit-form/edit-form.values';
import { useRuntime } from '../../../app/runtime-context';
import { CreateDialog } from '../../../shared/parties/create-dialog';
import { CarrierFields } from './carrier-fields';
import { carrierSchema, createCarrier, newCarrierValues } from './carrier-form';

/**
 * Create Carrier (issue #25): the carrier form in the dialog customers have, 1200 px, persistent, with 'Add
 * Another After Saving'; for identities with CarrierAdd. The Enabled switch is the carrier page's.
 */
export function CreateCarrierDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (saved: FormValues) => void;
}) {
  const { services } = useRuntime();
  return (
    <CreateDialog
      title="Create Carrier"
      formLabel="Carrier"
      width={1200}
      values={newCarrierValues}
      schema={carrierSchema}
      create={(values, signal) => createCarrier(services, values, signal)}
      fields={(form) => <CarrierFields actor={form} readOnly={false} />}
      onCreated={onCreated}
      onClose={onClose}
    />
  );
}
