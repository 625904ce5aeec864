import { Permission } from '#contract/permissions';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { hasPermission } from '#machines/session/auth-store';
import { useRuntime } from '../../../app/runtime-context';
import { RecordForm } from '../shared/record-form';
import { useRecordEditor } from '../shared/use-record-editor';
import { CustomerFields } from './customer-fields';
import { customerSchema, loadCustomer, updateCustomer } from './customer-form';

/**
 * The customer's Details tab: the customer form (spec 2 §5) on the edit-form machine. A customer identity
 * sees no status select and does not send a status (spec 2 §6). Editing needs CustomerUpdate.
 */
export function CustomerDetailsTab({
  orderCustomerId,
  isCustomer,
  onSaved,
}: {
  orderCustomerId: number;
  isCustomer: boolean;
  onSaved: (saved: FormValues) => void;
}) {
  const { services } = useRuntime();
  const readOnly = !hasPermission(services.authStore.read(), [Permission.CustomerUpdate]);
  const form = useRecordEditor({
    liveType: 'customer',
    id: orderCustomerId,
    schema: customerSchema,
    load: (id, signal) => loadCustomer(services, id, signal),
    save: (id, values, signal) => updateCustomer(services, id, values, { withStatus: !isCustomer }, signal),
    savedText: (saved) => `Customer ${String(saved.orderCustomerName)} saved`,
    onSaved,
  });
  return (
    <RecordForm form={form} label="Customer" readOnly={readOnly}>
      <CustomerFields actor={form} readOnly={readOnly} showStatus={!isCustomer} showNote={!isCustomer} />
    </RecordForm>
  );
}
