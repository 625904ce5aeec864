import { useRef } from 'react';
import type { OrderCreateBody } from '#client/orders.api';
import * as form from '#machines/edit-form/edit-form.selectors';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { answered } from '../../../app/answered';
import { useRuntime } from '../../../app/runtime-context';
import { useEditForm } from '../../../app/use-edit-form';
import {
  newOrderValues,
  orderFormSchemaFor,
  orderRequestBody,
  type OrderFormVariant,
} from '../form/order-form-values';
import { recentLocations } from '../form/order-option-sources';

export interface UseAddOrderOptions {
  variant: OrderFormVariant;
  /** A customer login's own customer (its recent locations are listed first). */
  ownCustomerId: number | null;
  /** After each saved order; `another` when the dialog stays open for the next one. */
  onSaved: (order: FormValues, another: boolean) => void;
  /** Read at save time: 'Add Another After Saving' is ticked. */
  addAnother: () => boolean;
}

/**
 * One new order on the edit-form machine: the variant's rules and starting values, the create call, and
 * the destination autofilled while empty with the customer's last delivery place (spec 2 §9), never one of
 * its pickup places (issue #24).
 */
export function useAddOrder({ variant, ownCustomerId, onSaved, addAnother }: UseAddOrderOptions) {
  const { services } = useRuntime();
  const autofill = useRef<AbortController | null>(null);
  const actor = useEditForm({
    input: { values: newOrderValues(variant), schema: orderFormSchemaFor(variant) },
    save: async ({ values, pristine }, signal) =>
      answered(
        await services.ordersApi.create(
          orderRequestBody(variant, values, pristine) as OrderCreateBody,
          signal,
        ),
      ),
    onSaved: (values) => onSaved(values, addAnother()),
  });

  const customerId = () =>
    variant === 'customer'
      ? ownCustomerId
      : ((actor.getSnapshot().context.values.orderCustomerId as number) ?? null);

  /** The customer's last delivery place becomes the destination, unless one is chosen already. */
  const autofillDestination = (forCustomer: number | null) => {
    autofill.current?.abort();
    const controller = new AbortController();
    autofill.current = controller;
    recentLocations(services, forCustomer, controller.signal, 'destination')
      .then(([first]) => {
        const snapshot = actor.getSnapshot();
        if (!first || controller.signal.aborted || !form.selectIsEditable(snapshot)) return;
        if (snapshot.context.values.destinationLocationId) return;
        actor.send({ type: 'field.changed', field: 'destinationLocationId', value: Number(first.value) });
        actor.send({ type: 'field.changed', field: 'destinationLocationName', value: first.label });
      })
      // A failed suggestion leaves the field empty: the person picks one as usual.
      .catch(() => undefined);
  };

  return { form: actor, customerId, autofillDestination };
}
