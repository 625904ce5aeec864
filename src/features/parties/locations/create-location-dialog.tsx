import type { FormValues } from '#machines/edit-form/edit-form.values';
import { useRuntime } from '../../../app/runtime-context';
import { CreateDialog } from '../shared/create-dialog';
import { LocationFields } from './location-fields';
import { createLocation, locationSchema, newLocationValues, type RelatedCustomer } from './location-form';

/**
 * Create Location, from the locations list or a customer's Locations tab (then the location belongs to
 * that customer). Persistent, with 'Add Another After Saving' as the other create dialogs.
 */
export function CreateLocationDialog({
  customer = null,
  onClose,
  onCreated,
}: {
  customer?: RelatedCustomer | null;
  onClose: () => void;
  onCreated: (saved: FormValues) => void;
}) {
  const { services } = useRuntime();
  return (
    <CreateDialog
      title="Create Location"
      formLabel="Location"
      width={1200}
      values={() => newLocationValues(customer)}
      schema={locationSchema}
      create={(values, signal) => createLocation(services, values, signal)}
      fields={(form) => <LocationFields actor={form} readOnly={false} />}
      onCreated={(saved) => onCreated(saved)}
      onClose={onClose}
    />
  );
}
