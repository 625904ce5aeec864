import { useState } from 'react';
import { Permission } from '#contract/permissions';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { useRuntime } from '../../../app/runtime-context';
import { useBusinessList } from '../../../shared/business-lists/use-business-list';
import { useListController } from '../../../shared/lists/use-list-controller';
import { orderCustomersList } from './order-customers-list';

/** The customers list and its Create Customer dialog (CustomerAdd). */
export function useOrderCustomersPage() {
  const runtime = useRuntime();
  const { access, definition } = useBusinessList(orderCustomersList);
  const list = useListController(definition);
  // Whether the dialog is open is view state; the form inside is its own machine.
  const [creating, setCreating] = useState(false);
  return {
    list,
    canCreate: access.isStaff && access.may(Permission.CustomerAdd),
    creating,
    startCreate: () => setCreating(true),
    closeCreate: () => setCreating(false),
    onCreated: (saved: FormValues) => {
      runtime.showSnackbar({
        text: `Customer ${String(saved.orderCustomerName)} saved`,
        severity: 'success',
      });
      list.send({ type: 'list.reload' });
    },
    open: (orderCustomerId: number) => runtime.navigate(`/order-customers/${orderCustomerId}`),
  };
}
