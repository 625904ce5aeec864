import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { LoadDetail } from '#contract/load-save';
import { outOfSequenceMessage } from '#contract/load-requests';
import { LoadStatus } from '#contract/load-status';
import { OrderStatus } from '#contract/order-status';
import {
  inSequence,
  legsAmong,
  outOfSequenceOrderIds,
  stopCheckState,
  stopSequenceTexts,
  type StopCheckState,
} from '#domain/stop-sequencing';
import { stopCheckOf } from '#machines/order-journey/journey-edits';
import { stopEditingMachine } from '#machines/stop-editing/stop-editing.machine';
import { selectStopModal } from '#machines/stop-editing/stop-editing.selectors';
import { errorBody } from '#fixtures/auth-helpers';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import { loadCalls, loadWorld, withCheck } from './loads-helpers';

/**
 * One table of check-off cases, fed to every copy that decides them: the domain rule, the server over HTTP
 * on a real database (PGlite, or PostgreSQL with DATABASE_URL), the load page's stop cards, the stop modal
 * and the Order Journey. Each must give the same verdict and the same sentence; the day one drifts, this
 * fails.
 */
const t = useTestApp();
const w = useBeforeAll(() => loadWorld(t));
const api = useBeforeAll(async () => loadCalls(t, w.staff.token));

const consolidate = () => ({ deliveryIsConsolidation: 'true', locationId: String(w.warehouse) });
const check = async (load: LoadDetail, index: number, checked = true) =>
  api.ok(await api.put(withCheck(load, index, checked)));

/** What a case sets up: the journey's order and loads, and the stop (in sequence) to tick or untick. */
interface Scene {
  orderId: number;
  journeyLoadIds: number[];
  loadId: number;
  index: number;
  checked: boolean;
}

/** A new load carrying the order (to the warehouse with `consolidate()`). */
const onNewLoad = async (orderId: number, extra?: Record<string, string>) =>
  api.ok(await api.add((await api.create()).loadId, orderId, extra));

/** The scene of ticking the first stop of the journey's next load. */
const nextLoadsFirstStop = (orderId: number, first: LoadDetail, next: LoadDetail): Scene => ({
  orderId,
  journeyLoadIds: [first.loadId, next.loadId],
  loadId: next.loadId,
  index: 0,
  checked: true,
});

interface Case {
  name: string;
  scene: () => Promise<Scene>;
  expected: (scene: Scene) => StopCheckState;
}

const allowed: StopCheckState = { enabled: true, reason: null };
const refused = (reason: string): StopCheckState => ({ enabled: false, reason });

const cases: Case[] = [
  {
    // Load 1 carries A to the warehouse and B to its shop; A's legs are done, B's delivery is not. Load 2
    // carries A on: B's open stop does not hold A back.
    name: "a shared load: another order's open stop does not hold this order's next leg",
    scene: async () => {
      const a = await w.order();
      const b = await w.order({ poNumber: 'PO-B' });
      let first = await onNewLoad(a, consolidate());
      first = await api.ok(await api.add(first.loadId, b));
      first = await check(first, 0);
      first = await check(first, 1);
      const second = await onNewLoad(a);
      return nextLoadsFirstStop(a, first, second);
    },
    expected: () => allowed,
  },
  {
    name: "a shared load's other order: its own later leg waits for its open stop",
    scene: async () => {
      const a = await w.order();
      const b = await w.order({ poNumber: 'PO-B' });
      let first = await onNewLoad(a);
      first = await api.ok(await api.add(first.loadId, b, consolidate()));
      first = await check(first, 0);
      const second = await onNewLoad(b);
      return nextLoadsFirstStop(b, first, second);
    },
    expected: (scene) => refused(stopSequenceTexts.nextLoadStop(3, scene.journeyLoadIds[0]!)),
  },
  {
    name: 'a consolidation leg: the next load waits for the warehouse drop',
    scene: async () => {
      const a = await w.order();
      const first = await onNewLoad(a, consolidate());
      const second = await onNewLoad(a);
      return nextLoadsFirstStop(a, first, second);
    },
    expected: (scene) => refused(stopSequenceTexts.nextLoadStop(1, scene.journeyLoadIds[0]!)),
  },
  {
    name: 'a consolidation leg: the drop is not unchecked once the next load has started',
    scene: async () => {
      const a = await w.order();
      let first = await onNewLoad(a, consolidate());
      first = await api.ok(await api.put({ ...first, ignoreStatusUpdates: true }));
      first = await check(first, 0);
      first = await check(first, 1);
      let second = await onNewLoad(a);
      second = await check(second, 0);
      return {
        orderId: a,
        journeyLoadIds: [first.loadId, second.loadId],
        loadId: first.loadId,
        index: 1,
        checked: false,
      };
    },
    expected: (scene) => refused(stopSequenceTexts.nextLoadStop(1, scene.journeyLoadIds[1]!)),
  },
  {
    name: 'a delivered load: its stops stay checked',
    scene: async () => {
      const a = await w.order();
      let load = await api.ok(await api.add((await api.create({ carrierId: w.carrier })).loadId, a));
      load = await check(load, 0);
      load = await check(load, 1);
      expect(load.refLoadStatusId).toBe(LoadStatus.Delivered);
      return { orderId: a, journeyLoadIds: [load.loadId], loadId: load.loadId, index: 1, checked: false };
    },
    expected: () => refused(stopSequenceTexts.delivered),
  },
  {
    name: 'a held order: its stops are checked off in order like any other',
    scene: async () => {
      const a = await w.order({ refOrderStatusId: OrderStatus.OnHold, resumeStatus: OrderStatus.Open });
      const load = await onNewLoad(a);
      return { orderId: a, journeyLoadIds: [load.loadId], loadId: load.loadId, index: 1, checked: true };
    },
    expected: () => refused(stopSequenceTexts.nextStop(1)),
  },
  {
    name: 'a reorder: the stop moved first is the next stop',
    scene: async () => {
      const a = await w.order();
      const b = await w.order({ poNumber: 'PO-B', sourceLocationId: w.warehouse });
      let load = await onNewLoad(a);
      load = await api.ok(await api.add(load.loadId, b));
      const stops = inSequence(load.loadStops);
      const fromWarehouse = stops.find((s) => s.locationId === w.warehouse)!;
      const moved = [fromWarehouse, ...stops.filter((s) => s !== fromWarehouse)];
      expect(outOfSequenceOrderIds(moved.map((s, i) => ({ ...s, stopSequence: i + 1 })))).toEqual([]);
      await api.ok(
        await api.reorder(
          load.loadId,
          moved.map((s) => s.loadStopId),
        ),
      );
      return { orderId: b, journeyLoadIds: [load.loadId], loadId: load.loadId, index: 1, checked: true };
    },
    expected: () => refused(stopSequenceTexts.nextStop(1)),
  },
];

/** What each copy says of the scene's stop. */
async function verdicts(scene: Scene) {
  const journeyLoads = await Promise.all(scene.journeyLoadIds.map((id) => api.get(id)));
  const load = await api.get(scene.loadId);
  const stops = inSequence(load.loadStops);
  const target = stops[scene.index]!;
  expect(target.pickedUpOrDelivered, 'the case ticks an unticked stop or unticks a ticked one').toBe(
    !scene.checked,
  );
  const legs = load.journeyLegs ?? [];
  const options = { loadDelivered: load.refLoadStatusId === LoadStatus.Delivered, loadId: load.loadId, legs };

  // The server's legs are what the journey's own loads say of each other.
  const shown = journeyLoads.map((l) => ({ loadId: l.loadId, stops: l.loadStops }));
  const journeyIds = new Set(scene.journeyLoadIds);
  expect(legs.filter((leg) => journeyIds.has(leg.loadId))).toEqual(legsAmong(shown, load.loadId));

  const modal = createActor(stopEditingMachine, { input: { stops, index: scene.index, ...options } }).start();
  const modalVerdict = selectStopModal(modal.getSnapshot()).check;
  modal.send({ type: 'stop.resolvedToggled', checked: scene.checked, at: new Date().toISOString() });
  const modalTook = modal.getSnapshot().context.after[scene.index]!.pickedUpOrDelivered === scene.checked;
  modal.stop();

  const answer = await api.put(withCheck(load, scene.index, scene.checked));
  const server: StopCheckState =
    answer.status === 200 ? allowed : refused((await errorBody(answer)).statusText);
  expect([200, 409]).toContain(answer.status);

  return {
    domain: stopCheckState(stops, scene.index, options),
    // The load page's stop journey is its one load (decision 064).
    loadPage: stopCheckOf({ orderId: 0, loads: [load] }, load.loadId, target.loadStopId),
    stopModal: modalVerdict,
    stopModalTakesTheTick: modalTook,
    journey: stopCheckOf({ orderId: scene.orderId, loads: journeyLoads }, load.loadId, target.loadStopId),
    server,
  };
}

describe('one check-off rule: the domain, the server, the load page, the stop modal and the journey agree', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const scene = await c.scene();
    const expected = c.expected(scene);
    expect(await verdicts(scene)).toEqual({
      domain: expected,
      loadPage: expected,
      stopModal: expected,
      stopModalTakesTheTick: expected.enabled,
      journey: expected,
      server: expected,
    });
  });

  it('a reorder that would deliver before pickup is refused by the server with the sentence the screens show', async () => {
    const a = await w.order();
    const load = await onNewLoad(a);
    const reversed = [...inSequence(load.loadStops)].reverse();
    expect(outOfSequenceOrderIds(reversed.map((s, i) => ({ ...s, stopSequence: i + 1 })))).toEqual([a]);
    const answer = await api.reorder(
      load.loadId,
      reversed.map((s) => s.loadStopId),
    );
    expect(answer.status).toBe(409);
    expect((await errorBody(answer)).statusText).toBe(outOfSequenceMessage);
  });
});
