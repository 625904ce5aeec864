import { customerStatusLabel, customerStatusTone } from '#contract/customer-status';
import { Permission } from '#contract/permissions';
import { hasPermission } from '#machines/session/auth-store';
import { useRuntime } from '../../app/runtime-context';
import { useResource } from '../../app/use-resource';
import { tabsUnder } from '../../shared/parties/party-page';

export type CustomerPageName =
  | 'Order Customer Details'
  | 'Order Customer Contacts'
  | 'Order Customer Locations'
  | 'Order Customer Notes'
  | 'Order Customer Attachments'
  | 'Order Customer Orders'
  | 'Order Customer Loads';

const customerTabs = (id: number) =>
  tabsUnder(`/order-customers/${id}`, [
    ['Order Customer Details', 'Details', ''],
    ['Order Customer Contacts', 'Contacts', 'contacts'],
    ['Order Customer Locations', 'Locations', 'locations'],
    ['Order Customer Notes', 'Notes', 'notes'],
    ['Order Customer Attachments', 'Attachments', 'attachments'],
    ['Order Customer Orders', 'Orders', 'orders'],
    ['Order Customer Loads', 'Loads', 'loads'],
  ]);

/**
 * Wires a customer's page: its header (name; the status chip and the back link for staff only, spec 2
 * §6) and its tabs, each a route gated in the route table (spec 2 §2 "Customer detail").
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
    refreshHeader: header.reload,
    tabs: customerTabs(orderCustomerId),
    may: (code: number) => hasPermission(auth, [code]),
    permissions: Permission,
  };
}

export type CustomerPageBinding = ReturnType<typeof useCustomerPage>;
