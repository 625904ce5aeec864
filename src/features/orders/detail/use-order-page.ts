import type { Order } from '#contract/order';
import { Permission } from '#contract/permissions';
import { hasPermission } from '#machines/session/auth-store';
import { useRuntime } from '../../../app/runtime-context';
import { useResource } from '../../../app/use-resource';

/**
 * The order page's own reads: the order for the header (title, status, who added and changed it, when)
 * and, for staff, the file count on the Attachments tab; customer identities do not fetch it (spec 2 §6).
 */
export function useOrderPage(orderId: number) {
  const { services } = useRuntime();
  const auth = services.authStore.read();
  const identityType = auth?.userIdentityCurrent?.identityType;
  const staff = identityType !== 'customer';
  const may = (code: number) => hasPermission(auth, [code]);
  const order = useResource<Order>(
    (signal) => services.ordersApi.getItemById(orderId, signal) as Promise<Order>,
  );
  // A count that cannot be read leaves the tab without a badge rather than showing an error.
  const files = useResource((signal) =>
    staff && may(Permission.OrderFileView)
      ? services.filesApi.count('order', orderId, signal)
      : Promise.resolve(null),
  );
  return {
    orderId,
    order: order.data,
    orderError: order.error,
    orderNotFound: order.notFound,
    reloadOrder: order.reload,
    fileCount: files.error ? null : files.data,
    /** The 'by {user}' link of the header needs an admin identity (spec 2 §6). */
    linkUsers: identityType === 'admin',
    may,
  };
}

export type OrderPageBinding = ReturnType<typeof useOrderPage>;
