import { customerStatusLabel, customerStatusTone } from '#contract/customer-status';
import { Permission } from '#contract/permissions';
import { hasPermission } from '#machines/session/auth-store';
import { useRuntime } from '../../../app/runtime-context';
import { useResource } from '../../../app/use-resource';

/**
 * Wires a customer's page (spec 2 §2 "Customer detail"): its header, with the name, and the status chip
 * and the back link for staff only (spec 2 §6). Its tabs are declared in customer.tabs.ts.
 */
export function useCustomerPage(orderCustomerId: number) {
  const { services } = useRuntime();
  const auth = services.authStore.read();
  const isCustomer = auth?.userIdentityCurrent?.identityType === 'customer';
  const header = useResource((signal) => services.orderCustomersApi.getItemById(orderCustomerId, signal));
  const customer = header.data;
  return {
    orderCustomerId,
    isCustomer,
    title: customer?.orderCustomerName ?? `Customer #${orderCustomerId}`,
    customerName: customer?.orderCustomerName ?? null,
    status:
      customer && !isCustomer
        ? { label: customerStatusLabel(customer.status), tone: customerStatusTone(customer.status) }
        : null,
    back: isCustomer ? undefined : { href: '/order-customers', label: 'Back to list' },
    headerError: header.error,
    headerNotFound: header.notFound,
    refreshHeader: header.reload,
    may: (code: number) => hasPermission(auth, [code]),
    permissions: Permission,
  };
}

export type CustomerPageBinding = ReturnType<typeof useCustomerPage>;
