import { createSignedInUser } from '#fixtures/auth-helpers';
import type { TestApp } from '#fixtures/test-app';
import { create, createOrderData, json, putOnLoad, staffForm } from './orders-helpers';

/**
 * The presence scene (decision 080): two dispatchers, Dana Whitaker and Sam Ortiz, signed in with
 * `permissionCodes`, and an order on a load for them to open together.
 */
export async function twoDispatchersOnALoad(t: TestApp, poNumber: string, permissionCodes: number[]) {
  const data = await createOrderData(t);
  const dispatcher = (firstName: string, lastName: string) =>
    createSignedInUser(t, { firstName, lastName, identities: [{ type: 'employee', permissionCodes }] });
  const dana = await dispatcher('Dana', 'Whitaker');
  const sam = await dispatcher('Sam', 'Ortiz');
  const order = await json(await create(t, data.staff.token, staffForm(data, { poNumber })));
  const { load } = await putOnLoad(t, data, order.orderId as number);
  return { ...data, dana, sam, orderId: order.orderId as number, loadId: load.loadId };
}
