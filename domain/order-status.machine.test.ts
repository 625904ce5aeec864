import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { orderStatusMachine } from './order-status.machine';

const start = (ignoreStatusUpdates = false) =>
  createActor(orderStatusMachine, { input: { ignoreStatusUpdates } }).start();

describe('orderStatusMachine', () => {
  it('starts a new order in Intake, not held', () => {
    expect(start().getSnapshot().value).toEqual({ progress: 'intake', attention: 'clear' });
  });

  it('keeps following the loads under a hold, so release lands where the order now is', () => {
    const order = start();
    order.send({ type: 'order.typeSet' });
    order.send({ type: 'load.orderAdded', consolidation: false });
    order.send({ type: 'order.hold' });
    order.send({ type: 'load.carrierAssigned' });
    expect(order.getSnapshot().value).toEqual({ progress: 'booked', attention: 'onHold' });
    order.send({ type: 'order.release' });
    expect(order.getSnapshot().value).toEqual({ progress: 'booked', attention: 'clear' });
  });

  it('cancels a held Open order (clearing the hold) and reinstates it to Open', () => {
    const order = start();
    order.send({ type: 'order.typeSet' });
    order.send({ type: 'order.issue' });
    order.send({ type: 'order.cancel' });
    expect(order.getSnapshot().value).toEqual({ progress: 'cancelled', attention: 'clear' });
    order.send({ type: 'order.hold' });
    expect(order.getSnapshot().value).toEqual({ progress: 'cancelled', attention: 'clear' });
    order.send({ type: 'order.reinstate' });
    expect(order.getSnapshot().value).toEqual({ progress: 'open', attention: 'clear' });
  });

  it('does not cancel an order on a load', () => {
    const order = start();
    order.send({ type: 'load.orderAdded', consolidation: true });
    order.send({ type: 'order.cancel' });
    expect(order.getSnapshot().value).toEqual({ progress: 'planned', attention: 'clear' });
  });

  it('ignores every automatic event while ignoreStatusUpdates, but people still hold it', () => {
    const order = start(true);
    order.send({ type: 'order.typeSet' });
    order.send({ type: 'load.orderAdded', consolidation: false });
    expect(order.getSnapshot().value).toEqual({ progress: 'intake', attention: 'clear' });
    order.send({ type: 'order.hold' });
    expect(order.getSnapshot().value).toEqual({ progress: 'intake', attention: 'onHold' });
  });

  it('goes back a step when a consolidation drop or a later pickup is unchecked', () => {
    const order = start();
    order.send({ type: 'load.orderAdded', consolidation: true });
    order.send({ type: 'load.carrierAssigned' });
    order.send({ type: 'stop.pickedUp', consolidation: true });
    order.send({ type: 'stop.consolidated' });
    order.send({ type: 'stop.consolidationUndone' });
    expect(order.getSnapshot().value).toEqual({ progress: 'consolidating', attention: 'clear' });
    order.send({ type: 'stop.consolidated' });
    // The next leg picks it up at the warehouse; unchecking that pickup returns it there, not to Booked.
    order.send({ type: 'stop.pickedUp', consolidation: false });
    order.send({ type: 'stop.pickupUndone', back: 'consolidated' });
    expect(order.getSnapshot().value).toEqual({ progress: 'consolidated', attention: 'clear' });
    order.send({ type: 'order.staged' });
    order.send({ type: 'stop.pickedUp', consolidation: false });
    order.send({ type: 'stop.pickupUndone', back: 'staged' });
    expect(order.getSnapshot().value).toEqual({ progress: 'staged', attention: 'clear' });
  });
});
