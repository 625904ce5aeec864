import type { FormValues } from '#machines/edit-form/edit-form.values';
import { useRuntime } from '../../app/runtime-context';
import { CreateDialog } from './create-dialog';
import { LocationFields, type LocationFormVariant } from './location-fields';
import { createLocation, locationSchema, newLocationValues, type RelatedCustomer } from './location-form';

/**
 * Create Location, from the locations list or a customer's Locations tab (then the location belongs to
 * that customer). Persistent, with 'Add Another After Saving' as the other create dialogs. The customer
 * variant is a customer login's New Place from the order form (decision 056): the server makes it a
 * place of the login's own customer.
 */
export function CreateLocationDialog({
  customer = null,
  variant = 'staff',
  onClose,
  onCreated,
}: {
  customer?: RelatedCustomer | null;
  variant?: LocationFormVariant;
  onClose: () => void;
  onCreated: (saved: FormValues) => void;
}) {
  const { services } = useRuntime();
  const staff = variant === 'staff';
  return (
    <CreateDialog
      title={staff ? 'Create Location' : 'New Place'}
      formLabel={staff ? 'Location' : 'Place'}
      width={staff ? 1200 : 600}
      values={() => newLocationValues(customer)}
      schema={locationSchema}
      create={(values, signal) => createLocation(services, values, signal)}
      fields={(form) => <LocationFields actor={form} readOnly={false} variant={variant} />}
      onCreated={(saved) => onCreated(saved)}
      onClose={onClose}
    />
  );
}
