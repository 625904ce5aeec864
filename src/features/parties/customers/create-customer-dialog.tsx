import type { FormValues } from '#machines/edit-form/edit-form.values';
import { useRuntime } from '../../../app/runtime-context';
import { CreateDialog } from '../../../shared/parties/create-dialog';
import { CustomerFields } from './customer-fields';
import { createCustomer, customerSchema, newCustomerValues } from './customer-form';

/**
 * Create Customer (spec 2 §2): 1200 px, persistent, 'Add Another After Saving'. No status select: a
 * customer created from the list is always Good Standing (spec 2 §4).
 */
export function CreateCustomerDialog({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (saved: FormValues) => void;
}) {
  const { services } = useRuntime();
  return (
    <CreateDialog
      title="Create Customer"
      formLabel="Customer"
      width={1200}
      values={newCustomerValues}
      schema={customerSchema}
      create={(values, signal) => createCustomer(services, values, signal)}
      fields={(form) => <CustomerFields actor={form} readOnly={false} showStatus={false} />}
      onCreated={(saved) => onCreated(saved)}
      onClose={onClose}
    />
  );
}
