import { OrderStatus, orderStatusCodes } from '#contract/order-status';
import { describe, expect, it } from 'vitest';
import {
  checkManualOrderStatus,
  manualOrderStatusChange,
  orderStatusAfter,
  orderStatusChoices,
} from './order-status.rules';

const follow = { ignoreStatusUpdates: false };
const S = OrderStatus;

describe('automatic transitions', () => {
  it('takes an order from Intake to Delivered as its type is set, its load gets a carrier and its stops are checked off', () => {
    let at = { status: S.Intake as number, resumeStatus: null as number | null };
    const walk = [
      [{ type: 'order.typeSet' }, S.Open],
      [{ type: 'load.orderAdded', consolidation: false }, S.Planned],
      [{ type: 'load.carrierAssigned' }, S.Booked],
      [{ type: 'stop.pickedUp', consolidation: false }, S.InTransit],
      [{ type: 'stop.delivered' }, S.Delivered],
    ] as const;
    for (const [event, expected] of walk) {
      const next = orderStatusAfter(at.status as never, event, {
        ...follow,
        resumeStatus: at.resumeStatus as never,
      });
      expect(next).toEqual({ status: expected, resumeStatus: null, changed: true });
      at = next;
    }
  });

  it('goes through Consolidating, Consolidated and Staged on a leg to a consolidation location', () => {
    expect(orderStatusAfter(S.Booked, { type: 'stop.pickedUp', consolidation: true }, follow).status).toBe(
      S.Consolidating,
    );
    expect(orderStatusAfter(S.Consolidating, { type: 'stop.consolidated' }, follow).status).toBe(
      S.Consolidated,
    );
    expect(orderStatusAfter(S.Consolidated, { type: 'order.staged' }, follow).status).toBe(S.Staged);
    expect(orderStatusAfter(S.Staged, { type: 'order.unstaged' }, follow).status).toBe(S.Consolidated);
    expect(orderStatusAfter(S.Staged, { type: 'stop.pickedUp', consolidation: false }, follow).status).toBe(
      S.InTransit,
    );
  });

  it('undoes: removed from its load it is Open again, an unchecked stop steps back', () => {
    expect(orderStatusAfter(S.Booked, { type: 'load.orderRemoved' }, follow).status).toBe(S.Open);
    expect(orderStatusAfter(S.Booked, { type: 'load.carrierRemoved' }, follow).status).toBe(S.Planned);
    expect(orderStatusAfter(S.InTransit, { type: 'stop.pickupUndone' }, follow).status).toBe(S.Booked);
    expect(orderStatusAfter(S.Delivered, { type: 'stop.deliveryUndone' }, follow).status).toBe(S.InTransit);
  });

  it('changes nothing for an event that does not apply, and nothing at all while ignoreStatusUpdates', () => {
    expect(orderStatusAfter(S.Open, { type: 'order.typeSet' }, follow)).toEqual({
      status: S.Open,
      resumeStatus: null,
      changed: false,
    });
    expect(
      orderStatusAfter(
        S.Open,
        { type: 'load.orderAdded', consolidation: false },
        { ignoreStatusUpdates: true },
      ),
    ).toEqual({ status: S.Open, resumeStatus: null, changed: false });
    expect(orderStatusAfter(S.Intake, { type: 'order.typeSet' }, { ignoreStatusUpdates: true }).changed).toBe(
      false,
    );
  });

  it('moves the status underneath a hold: On Hold stays, the status it returns to moves', () => {
    expect(
      orderStatusAfter(S.OnHold, { type: 'load.carrierAssigned' }, { ...follow, resumeStatus: S.Planned }),
    ).toEqual({ status: S.OnHold, resumeStatus: S.Booked, changed: true });
  });
});

describe('manual transitions', () => {
  it('refuses what the loads decide, with the sentence', () => {
    expect(checkManualOrderStatus(S.Open, S.Planned, {})).toEqual({
      ok: false,
      reason: 'Planned is set when the order is put on a load.',
    });
    expect(checkManualOrderStatus(S.Planned, S.Delivered, {})).toEqual({
      ok: false,
      reason: "Delivered is set when the order's delivery stop is checked off.",
    });
  });

  it('holds and flags an issue on a live order, and releases it back to where it was', () => {
    expect(checkManualOrderStatus(S.Booked, S.OnHold, {})).toEqual({ ok: true });
    expect(manualOrderStatusChange(S.Booked, S.OnHold, {})).toEqual({
      status: S.OnHold,
      resumeStatus: S.Booked,
    });
    expect(manualOrderStatusChange(S.OnHold, S.Issue, { resumeStatus: S.Booked })).toEqual({
      status: S.Issue,
      resumeStatus: S.Booked,
    });
    expect(checkManualOrderStatus(S.Issue, S.Booked, { resumeStatus: S.Booked })).toEqual({ ok: true });
    expect(checkManualOrderStatus(S.Issue, S.Open, { resumeStatus: S.Booked })).toEqual({
      ok: false,
      reason: 'Releasing Issue returns the order to Booked.',
    });
    expect(manualOrderStatusChange(S.Issue, S.Booked, { resumeStatus: S.Booked })).toEqual({
      status: S.Booked,
      resumeStatus: null,
    });
  });

  it('cancels only an order on no load, and reinstates it where it was', () => {
    expect(manualOrderStatusChange(S.Intake, S.Cancelled, {})).toEqual({
      status: S.Cancelled,
      resumeStatus: S.Intake,
    });
    expect(checkManualOrderStatus(S.Cancelled, S.Intake, { resumeStatus: S.Intake })).toEqual({ ok: true });
    expect(checkManualOrderStatus(S.Cancelled, S.Open, { resumeStatus: S.Intake })).toEqual({
      ok: false,
      reason: 'A cancelled order is reinstated to Intake.',
    });
    expect(checkManualOrderStatus(S.Booked, S.Cancelled, {}).ok).toBe(false);
    expect(checkManualOrderStatus(S.Delivered, S.Cancelled, {})).toEqual({
      ok: false,
      reason: 'A delivered order cannot be cancelled.',
    });
    expect(checkManualOrderStatus(S.Delivered, S.OnHold, {}).ok).toBe(false);
  });

  it('with Disable Auto Status a person takes the automatic steps by hand, one at a time', () => {
    expect(checkManualOrderStatus(S.Open, S.Planned, { ignoreStatusUpdates: true })).toEqual({ ok: true });
    expect(checkManualOrderStatus(S.Open, S.Booked, { ignoreStatusUpdates: true }).ok).toBe(false);
  });
});

describe('orderStatusChoices', () => {
  it('lists every status, the current one and the reachable ones allowed, the others with a reason', () => {
    const choices = orderStatusChoices(S.Open, {});
    expect(choices.map((c) => c.status)).toEqual(orderStatusCodes);
    expect(choices.filter((c) => c.allowed).map((c) => c.status)).toEqual([
      S.OnHold,
      S.Issue,
      S.Open,
      S.Cancelled,
    ]);
    expect(choices.every((c) => c.allowed === (c.reason === null))).toBe(true);
  });

  it('agrees with checkManualOrderStatus for every pair', () => {
    for (const from of orderStatusCodes)
      for (const choice of orderStatusChoices(from, { resumeStatus: S.Planned })) {
        const check = checkManualOrderStatus(from, choice.status, { resumeStatus: S.Planned });
        expect(check.ok ? null : check.reason).toBe(choice.reason);
      }
  });
});
