import { eq, inArray, type SQL } from 'drizzle-orm';
import { LoadStatus, type LoadStatusCode } from '#contract/load-status';
import { loadEditableFields, type LoadSave } from '#contract/load-save';
import { loadAccess } from '#contract/record-access';
import { dayInZone, startOfDayInZone } from '#domain/business-day';
import { checkManualLoadStatus, loadStatusCancelled } from '#domain/load-status.rules';
import { resolveStop } from '#domain/resolve-stop';
import { callerMay } from '../auth/rule-access';
import type { Db } from '../db/connect';
import { sameVersion } from '../db/row-version';
import { carriers } from '../db/schema/carriers';
import { loads, loadStops } from '../db/schema/loads';
import { conflict, idMismatch, invalidFields, notFound, staleWrite } from '../http/errors';
import type { RequestContext, SaveAnswer } from '../http/request-context';
import type { StopRow } from './load-read';
import { lockLoad, settleLoad, type LoadRow } from './load-sync';
import { ordersOnStops, readLegsElsewhere, type LegsElsewhere } from './load-legs';
import { noteRefusal } from '../inspector/server-refusals';
import { assertCheckOffs } from './stop-checkoffs';

/** The message beside Carrier when a disabled one is chosen. */
export const disabledCarrierMessage = 'This carrier is disabled and cannot be assigned to a load.';

const toDate = (v: string | null | undefined) => (v == null ? null : new Date(v));

const bareDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * All Day: the estimated ship time is midnight of the chosen day in the business's zone (spec 2 §5,
 * docs/decisions/054). The day is the one sent (`YYYY-MM-DD`), or the business day of a date-time sent.
 */
export const allDayMidnight = (value: string, timeZone: string) =>
  startOfDayInZone(bareDay.test(value) ? value : dayInZone(new Date(value), timeZone), timeZone);

/** The load columns a staff save sets, from the fields the body carries. */
function loadColumns(body: LoadSave, timeZone: string): Partial<LoadRow> {
  const out: Record<string, unknown> = {};
  for (const key of loadEditableFields) {
    if (!(key in body) || body[key] === undefined) continue;
    const value = body[key];
    // carrierPaidDate is a day and goes in as written; the ship date is a moment.
    out[key] = key === 'estimatedShippingDate' ? toDate(value as string | null) : value;
  }
  if (body.isAllDay && body.estimatedShippingDate)
    out.estimatedShippingDate = allDayMidnight(body.estimatedShippingDate, timeZone);
  return out as Partial<LoadRow>;
}

async function assertCarrierEnabled(tx: Db, carrierId: number | null | undefined, stored: number | null) {
  if (carrierId == null || carrierId === stored) return;
  const [carrier] = await tx
    .select({ isActive: carriers.isActive })
    .from(carriers)
    .where(eq(carriers.carrierId, carrierId));
  if (!carrier) throw invalidFields({ carrierId: 'No such carrier.' });
  if (!carrier.isActive) throw invalidFields({ carrierId: disabledCarrierMessage });
}

/**
 * POST create: a new load, Open (or the chosen status with Disable Auto Status), with a Created entry;
 * answers with `answer`, read in its transaction (decision 104).
 */
export async function createLoad<T>(
  ctx: RequestContext,
  body: LoadSave,
  answer: SaveAnswer<T, [loadId: number]>,
): Promise<T> {
  const { actor, now } = ctx;
  return ctx.db.transaction(async (tx) => {
    const fields = loadColumns(body, ctx.config.BUSINESS_TIME_ZONE);
    await assertCarrierEnabled(tx, fields.carrierId, null);
    const status = fields.ignoreStatusUpdates ? (fields.refLoadStatusId ?? LoadStatus.Open) : LoadStatus.Open;
    const [row] = await tx
      .insert(loads)
      .values({
        ...fields,
        refLoadStatusId: status,
        addedByUserId: actor.systemUserId,
        modifiedByUserId: actor.systemUserId,
        dateAdded: now,
        dateModified: now,
      })
      .returning();
    await settleLoad(tx, actor, { load: row!, stops: [] }, { created: true, stops: [] });
    return answer(tx, row!.loadId);
  });
}

const carrierStopFields = ['pickedUpOrDelivered', 'pickedUpDeliveryDate', 'stopDirections'] as const;

const sameValue = (a: unknown, b: unknown) =>
  a instanceof Date || b instanceof Date
    ? (a as Date | null)?.getTime() === (b as Date | null)?.getTime()
    : (a ?? null) === (b ?? null);

/** The values an update writes: drizzle leaves a column whose value is undefined as it was. */
const definedOnly = (set: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(set).filter(([, value]) => value !== undefined)) as Partial<StopRow>;

/** Whether a save's values for a stop differ from what it holds. */
export const stopChanged = (stored: StopRow, set: Record<string, unknown>) =>
  Object.entries(set).some(([key, value]) => !sameValue(stored[key as keyof StopRow], value));

/**
 * PUT {id}: the load and its stops' edits. Staff change the load's fields too; a carrier login only its
 * own load's check-offs, their times and the carrier stop notes (anything else it sends is ignored).
 * `answer` reads what the save answers with, last in its transaction, on the connection the save already
 * holds (decision 104): under load a second turn at the pool cost a save more than its own statements.
 */
export async function updateLoad<T>(
  ctx: RequestContext,
  loadId: number,
  body: LoadSave,
  answer: SaveAnswer<T>,
): Promise<T> {
  const { actor, now } = ctx;
  const isCarrier = ctx.identityType === 'carrier';
  // Who may not edit the load itself (a carrier, decision 057) changes only its stops: the rest is ignored.
  const mayEdit = callerMay(loadAccess.edit, ctx.caller);
  return ctx.db.transaction(async (tx) => {
    // A missing load is 404 before a body is judged, whoever asks (staff have no scope check before this).
    const before = await lockLoad(tx, loadId);
    if (isCarrier && before.load.carrierId !== ctx.caller.identity?.carrierId) throw notFound('The load');
    if (body.loadId !== undefined && body.loadId !== loadId) throw idMismatch('loadId');
    if (!body.dateModified) throw invalidFields({ dateModified: 'Required' });
    if (!sameVersion(body.dateModified, before.load.dateModified)) throw staleWrite();
    const fields = mayEdit ? loadColumns(body, ctx.config.BUSINESS_TIME_ZONE) : {};
    if (mayEdit) {
      await assertCarrierEnabled(tx, fields.carrierId, before.load.carrierId);
      const from = before.load.refLoadStatusId as LoadStatusCode;
      const to = (fields.refLoadStatusId ?? from) as LoadStatusCode;
      const ignore = fields.ignoreStatusUpdates ?? before.load.ignoreStatusUpdates;
      const verdict = checkManualLoadStatus(from, to, { ignoreStatusUpdates: ignore });
      if (!verdict.ok) {
        const reason = verdict.reason;
        noteRefusal(actor, {
          machineId: 'loadStatus',
          recordType: 'load',
          recordId: loadId,
          event: 'status.chosen',
          reason,
        });
        throw invalidFields({ refLoadStatusId: reason });
      }
    }
    const edits = body.loadStops ?? [];
    const known = new Map(before.stops.map((s) => [s.loadStopId, s]));
    const unknown = edits.findIndex((e) => !known.has(e.loadStopId));
    if (unknown >= 0)
      throw invalidFields({ [`loadStops.${unknown}.loadStopId`]: 'Not a stop of this load.' });
    const wanted = new Map(edits.map((e) => [e.loadStopId, e.pickedUpOrDelivered]));
    // The orders' legs on other loads, read once for the sequencing rule and the orders' events after.
    let elsewhere: LegsElsewhere | undefined;
    if (edits.some((e) => e.pickedUpOrDelivered !== known.get(e.loadStopId)!.pickedUpOrDelivered)) {
      elsewhere = await readLegsElsewhere(tx, loadId, ordersOnStops(before.stops), true);
      assertCheckOffs(
        {
          loadId,
          stops: before.stops,
          loadDelivered: before.load.refLoadStatusId === LoadStatus.Delivered,
          legs: elsewhere.legs,
        },
        wanted,
        actor,
      );
    }
    // The stops as written, so settling need not read them again (decision 096); their updates are sent
    // with the load's (decision 102).
    const after = new Map<number, StopRow>();
    const stopWrites: SQL[] = [];
    for (const edit of edits) {
      const stored = known.get(edit.loadStopId)!;
      const at = toDate(edit.pickedUpDeliveryDate) ?? stored.pickedUpDeliveryDate ?? now;
      const all = {
        ...resolveStop({}, edit.pickedUpOrDelivered, at),
        stopDirections: edit.stopDirections ?? null,
        fromDate: toDate(edit.fromDate),
        toDate: toDate(edit.toDate),
        hasAppointment: edit.hasAppointment,
        carrierMakesAppointment: edit.carrierMakesAppointment,
        scheduledWithDescription: edit.scheduledWithDescription ?? null,
        stopHasIssue: edit.stopHasIssue,
        issueDescription: edit.issueDescription ?? null,
      };
      const set = mayEdit ? all : Object.fromEntries(carrierStopFields.map((k) => [k, all[k]]));
      // The screens send every stop of the load; only those that differ are written (a check-off is one).
      if (!stopChanged(stored, set)) continue;
      const written = { ...set, dateModified: now };
      stopWrites.push(
        tx.update(loadStops).set(written).where(eq(loadStops.loadStopId, edit.loadStopId)).getSQL(),
      );
      after.set(edit.loadStopId, { ...(after.get(edit.loadStopId) ?? stored), ...definedOnly(written) });
    }
    const stops = before.stops.map((s) => after.get(s.loadStopId) ?? s);
    await settleLoad(tx, actor, before, { fields, stops, elsewhere, stopWrites });
    return answer(tx);
  });
}

/** POST cancelLoads: each load Cancelled, unless orders are still on it (the caller refuses those first). */
export async function cancelLoads(ctx: RequestContext, ids: readonly number[]) {
  return ctx.db.transaction(async (tx) => {
    const found = await tx
      .select({ loadId: loads.loadId })
      .from(loads)
      .where(inArray(loads.loadId, [...ids]));
    if (found.length !== new Set(ids).size) throw notFound('The load');
    let cancelled = 0;
    for (const { loadId } of found.sort((a, b) => a.loadId - b.loadId)) {
      const before = await lockLoad(tx, loadId);
      if (before.stops.some((s) => s.loadStopOrders.length))
        throw conflict(`Load #${loadId} carries orders. Remove the orders from the load first.`);
      if (before.load.refLoadStatusId === LoadStatus.Cancelled) continue;
      cancelled += 1;
      await settleLoad(tx, ctx.actor, before, {
        stops: before.stops,
        fields: {
          // The load status machine's own event (load.cancelled), not a status written past it.
          refLoadStatusId: loadStatusCancelled(before.load.refLoadStatusId as LoadStatusCode).status,
          ignoreStatusUpdates: before.load.ignoreStatusUpdates,
        },
      });
    }
    return { cancelled };
  });
}
