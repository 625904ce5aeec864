import type { LoadStop } from '#contract/load';
import {
  applyJourneyEdits,
  type JourneyEdit,
  type OrderJourney,
} from '#machines/order-journey/journey-edits';
import type { SaveEditsInput } from '#machines/order-journey/order-journey.machine';
import { answered } from '../../app/answered';
import type { Services } from '../../app/services';
import { loadSaveBody, newLoadValues, saveLoad, toLoadValues } from './load-form';

/**
 * The Order Journey's reads and writes, on the §7 calls the load page uses: the itinerary names the
 * order's loads in journey order and each load is read whole (GET getItemById), so the stops, statuses and
 * carriers shown are the server's own after every save.
 */
export async function fetchOrderJourney(
  services: Services,
  orderId: number,
  signal: AbortSignal,
): Promise<OrderJourney> {
  const itinerary = answered(await services.ordersApi.getItinerary(orderId, signal));
  const loadIds = [...new Set(itinerary.map((item) => item.loadId))];
  const loads = await Promise.all(
    loadIds.map(async (id) => answered(await services.loadsApi.getItemById(id, signal))),
  );
  return { orderId, loads };
}

/** Each load's version the edits were made on, moved on by the batch's own saves (none: the server's now). */
type Versions = Map<number, string>;

const versionsOf = (journey: OrderJourney | null | undefined): Versions =>
  new Map((journey?.loads ?? []).map((load) => [load.loadId, load.dateModified]));

/**
 * The load as the server holds it now, with `edits` applied: edits state results, so this is safe to redo.
 * It carries the version the edits were made on, so a load someone else saved since is refused (409
 * stale_write) and the journey merges the edits with theirs (journey-merge.ts) instead of overwriting them.
 */
async function editedLoad(
  services: Services,
  loadId: number,
  edits: readonly JourneyEdit[],
  versions: Versions,
  signal: AbortSignal,
) {
  const fresh = answered(await services.loadsApi.getItemById(loadId, signal));
  const values = toLoadValues(applyJourneyEdits({ orderId: 0, loads: [fresh] }, edits).loads[0]!);
  const version = versions.get(loadId);
  return version ? { ...values, dateModified: version } : values;
}

/** The edits that change a load's stops in place, saved together with one PUT of the load. */
const isStopEdit = (
  edit: JourneyEdit,
): edit is Extract<JourneyEdit, { kind: 'stopChecked' | 'stopsEdited' }> =>
  edit.kind === 'stopChecked' || edit.kind === 'stopsEdited';

/**
 * Saves a batch of the journey's edits in the order they were made, then reads the journey again.
 * Every edit states its result (checked or not, the stops as edited, the new order), and stop edits are
 * applied to the load as the server holds it at that moment, so a Retry after a partial failure neither
 * doubles an edit nor trips over the load's newer version. Consecutive stop edits of one load are one PUT.
 */
export async function saveJourneyEdits(
  services: Services,
  { orderId, edits, journey }: SaveEditsInput,
  signal: AbortSignal,
): Promise<OrderJourney> {
  await sendJourneyEdits(services, edits, signal, journey);
  return fetchOrderJourney(services, orderId, signal);
}

/** The load page's journey: its one load, read whole (decision 064). */
export async function fetchLoadJourney(
  services: Services,
  loadId: number,
  signal: AbortSignal,
): Promise<OrderJourney> {
  return { orderId: 0, loads: [answered(await services.loadsApi.getItemById(loadId, signal))] };
}

/**
 * Sends a batch of edits to the server in the order they were made (see saveJourneyEdits), each load at
 * the version of `base` (the journey the edits were made on) until the batch saves it itself.
 */
export async function sendJourneyEdits(
  services: Services,
  edits: readonly JourneyEdit[],
  signal: AbortSignal,
  base?: OrderJourney | null,
): Promise<void> {
  const versions = versionsOf(base);
  const saved = (load: { loadId: number; dateModified: string }) =>
    versions.set(load.loadId, load.dateModified);
  for (let i = 0; i < edits.length;) {
    const edit = edits[i]!;
    if (isStopEdit(edit)) {
      let end = i + 1;
      while (end < edits.length && isStopEdit(edits[end]!) && edits[end]!.loadId === edit.loadId) end += 1;
      const values = await editedLoad(services, edit.loadId, edits.slice(i, end), versions, signal);
      saved((await saveLoad(services, values, signal)) as { loadId: number; dateModified: string });
      i = end;
      continue;
    }
    i += 1;
    switch (edit.kind) {
      case 'stopsReordered': {
        const load = loadSaveBody(await editedLoad(services, edit.loadId, [edit], versions, signal));
        saved(
          answered(
            await services.loadsApi.setOrderingOfLoadStops(
              { ...load, loadId: edit.loadId, loadStops: load.loadStops as LoadStop[] },
              signal,
            ),
          ),
        );
        break;
      }
      case 'orderAdded': {
        const { loadId, kind: _kind, ...query } = edit;
        // A new load as the Create New Load dialog makes it: Open, TL, no carrier, no stops.
        const target = loadId ?? Number((await saveLoad(services, newLoadValues(), signal)).loadId);
        const added = await services.loadsApi.addOrderToLoad({ ...query, loadId: target }, signal);
        if (added) saved(added);
        break;
      }
      case 'orderRemoved': {
        const left = await services.loadsApi.bulkRemoveOrdersFromLoad(edit.loadId, [edit.orderId], signal);
        if (left) saved(left);
        break;
      }
    }
  }
}
