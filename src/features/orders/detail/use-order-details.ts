import { shallowEqual, useSelector } from '@xstate/react';
import type { OrderUpdateBody } from '#client/orders.api';
import { isOrderStatus, OrderStatus, type OrderStatusCode } from '#contract/order-status';
import { Permission } from '#contract/permissions';
import { orderLocationLocks } from '#domain/order-location-locks';
import * as form from '#machines/edit-form/edit-form.selectors';
import { hasPermission } from '#machines/session/auth-store';
import { answered } from '../../../app/answered';
import { useRuntime } from '../../../app/runtime-context';
import { useEditForm } from '../../../app/use-edit-form';
import type { OrderFormLocks } from '../form/order-form-fields';
import { orderFormSchemaFor, orderFormVariantOf, orderRequestBody } from '../form/order-form-values';

const statusOf = (value: unknown): OrderStatusCode | null =>
  typeof value === 'number' && isOrderStatus(value) ? (value as OrderStatusCode) : null;

/**
 * What the stored order locks (spec 2 §5), read from the last loaded or saved version: the source while on
 * a load, the destination while on a load or in a group (the server's rule and sentences, from the domain),
 * the customer when a customer login placed it.
 */
const selectOrderDetailsView = (s: form.EditFormSnapshot) => {
  const stored = form.selectPristine(s);
  const onLoad = stored.orderIsOnLoad === true || Number(stored.numberOfLoads ?? 0) > 0;
  return {
    loading: form.selectIsLoading(s),
    ...orderLocationLocks({ onLoad, inGroup: stored.orderGroupId != null }),
    customerLocked: stored.placedByCustomerUserId != null,
    storedStatus: statusOf(stored.refOrderStatusId) ?? OrderStatus.Intake,
    // Where On Hold / Issue returns to, and a Cancelled order is reinstated to (the orders server's field).
    resumeStatus: statusOf(stored.resumeStatus),
  };
};

/**
 * The Details tab: the order form on the edit-form machine (pristine, dirty, lazy rules, saving, a failed
 * save keeps the input, 409 stale-write choice, leaving with unsaved changes asks), the variant of the
 * signed-in identity, and the locks of the stored order.
 */
export function useOrderDetails(orderId: number, onSaved: () => void) {
  const runtime = useRuntime();
  const { services } = runtime;
  const auth = services.authStore.read();
  const variant = orderFormVariantOf(auth);
  const actor = useEditForm({
    input: { key: orderId, schema: orderFormSchemaFor(variant) },
    load: async (_, signal) => answered(await services.ordersApi.getItemById(orderId, signal)),
    save: async ({ values, pristine }, signal) =>
      answered(
        await services.ordersApi.update(
          { ...orderRequestBody(variant, values, pristine), orderId } as OrderUpdateBody,
          signal,
        ),
      ),
    onSaved: () => onSaved(),
    live: { type: 'order', id: orderId },
  });
  const view = useSelector(actor, selectOrderDetailsView, shallowEqual);
  const locks: OrderFormLocks = {
    sourceLock: view.sourceLocationId,
    destinationLock: view.destinationLocationId,
    customerLocked: view.customerLocked,
    status: { stored: view.storedStatus, resumeStatus: view.resumeStatus },
  };
  const ownCustomerId = auth?.userIdentityCurrent?.customerId ?? null;
  return {
    orderId,
    form: actor,
    variant,
    loading: view.loading,
    locks,
    readOnly: !hasPermission(auth, [Permission.OrderUpdate]),
    /** Whose recent locations the pickers list first: the order's customer, or a customer login's own. */
    customerId: () =>
      variant === 'customer'
        ? ownCustomerId
        : ((actor.getSnapshot().context.values.orderCustomerId as number | null) ?? null),
  };
}

export type OrderDetailsBinding = ReturnType<typeof useOrderDetails>;
