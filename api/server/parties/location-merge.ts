import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { LocationMergeInfo, LocationMergeRequest } from '#contract/location';
import type { Db } from '../db/connect';
import { appSettingKeys, appSettings } from '../db/schema/app-settings';
import { contacts } from '../db/schema/contacts';
import { loads, loadStops } from '../db/schema/loads';
import { locations } from '../db/schema/locations';
import { notes } from '../db/schema/notes';
import { orders } from '../db/schema/orders';
import { writeChangelogs, type RecordChange } from '../changelog/write-changelog';
import { conflict, invalidFields, notFound } from '../http/errors';
import type { Actor, RequestContext } from '../http/request-context';
import { isReferenceViolation } from '../lists/delete-bulk';

/** Every column of an order and a load that names a location: all of them move in a merge. */
const orderColumns = [
  orders.sourceLocationId,
  orders.destinationLocationId,
  orders.currentLocationId,
  orders.nextLocationId,
  orders.pickLocationId,
  orders.warehouseId,
] as const;
const loadColumns = [loads.originLocationId, loads.currentLocationId, loads.destinationLocationId] as const;

export const mergeMessages = {
  primaryOnly: 'Choose at least one location besides the primary one.',
  stillUsed: 'The merged locations are still used by records a merge cannot move. Nothing was merged.',
  changed:
    'What these locations hold changed since the merge was prepared. Review the merge again before merging.',
} as const;

/** Ids per location, as the contract's maps hold them: keyed by the id's text, ids ascending. */
function byLocation(rows: { locationId: number | null; id: number }[], locationIds: number[]) {
  const map: Record<string, number[]> = Object.fromEntries(locationIds.map((id) => [String(id), []]));
  for (const row of rows) {
    const list = row.locationId === null ? undefined : map[String(row.locationId)];
    if (list && !list.includes(row.id)) list.push(row.id);
  }
  for (const list of Object.values(map)) list.sort((a, b) => a - b);
  return map;
}

/** The rows of `table` whose `columns` name one of the locations, one row per (location, record). */
async function idsByColumns(
  db: Db,
  table: PgTable,
  id: AnyPgColumn,
  columns: readonly AnyPgColumn[],
  ids: number[],
) {
  const rows: { locationId: number | null; id: number }[] = [];
  for (const column of columns) {
    rows.push(
      ...(await db
        .select({ locationId: sql<number | null>`${column}`, id: sql<number>`${id}` })
        .from(table)
        .where(inArray(column, ids))),
    );
  }
  return rows;
}

/**
 * What each location holds that a merge moves (getLocationMergeInfo): its orders (source, destination,
 * current, next, pick or warehouse), its loads (origin, current or destination, or a stop there), its notes
 * and its contacts. Unknown ids answer 404 naming the first.
 */
export async function locationMergeInfo(db: Db, locationIds: number[]): Promise<LocationMergeInfo> {
  const ids = [...new Set(locationIds)];
  const found = await db
    .select({ id: locations.locationId })
    .from(locations)
    .where(inArray(locations.locationId, ids));
  const missing = ids.find((id) => !found.some((row) => row.id === id));
  if (missing !== undefined) throw notFound(`Location #${missing}`);
  const orderRows = await idsByColumns(db, orders, orders.orderId, orderColumns, ids);
  const loadRows = [
    ...(await idsByColumns(db, loads, loads.loadId, loadColumns, ids)),
    ...(await idsByColumns(db, loadStops, loadStops.loadId, [loadStops.locationId], ids)),
  ];
  const noteRows = await idsByColumns(db, notes, notes.noteId, [notes.locationId], ids);
  const contactRows = await idsByColumns(db, contacts, contacts.contactId, [contacts.locationId], ids);
  return {
    orderIdsByLocationId: byLocation(orderRows, ids),
    loadIdsByLocationId: byLocation(loadRows, ids),
    noteIdsByLocationId: byLocation(noteRows, ids),
    contactIdsByLocationId: byLocation(contactRows, ids),
  };
}

const mapKeys = [
  'orderIdsByLocationId',
  'loadIdsByLocationId',
  'noteIdsByLocationId',
  'contactIdsByLocationId',
] as const;

/** Do the maps the caller was shown still say what the merged locations hold? Maps left out are not checked. */
function sameAsShown(request: LocationMergeRequest, current: LocationMergeInfo, merged: number[]): boolean {
  return mapKeys.every((key) => {
    const shown = request[key];
    if (!shown) return true;
    return merged.every((id) => {
      const a = [...(shown[String(id)] ?? [])].sort((x, y) => x - y);
      const b = current[key][String(id)] ?? [];
      return a.length === b.length && a.every((value, i) => value === b[i]);
    });
  });
}

/** Only the merged locations' part of the maps: what moved. */
const movedPart = (info: LocationMergeInfo, merged: number[]): LocationMergeInfo =>
  Object.fromEntries(
    mapKeys.map((key) => [
      key,
      Object.fromEntries(merged.map((id) => [String(id), info[key][String(id)] ?? []])),
    ]),
  ) as LocationMergeInfo;

/** "Location #7 (Dock B) merged into #3 (Dock A)": the line each moved order and load gets in its changelog. */
const mergeLine = (names: Map<number, string>, from: number, to: number) =>
  `Location #${from} (${names.get(from)}) merged into #${to} (${names.get(to)})`;

async function changelogMoves(
  tx: Db,
  kind: 'order' | 'load',
  idsByLocation: Record<string, number[]>,
  names: Map<number, string>,
  primary: number,
  actor: Actor,
  rowsBefore: Map<number, Record<string, unknown>>,
) {
  const lines = new Map<number, string[]>();
  for (const [locationId, ids] of Object.entries(idsByLocation))
    for (const id of ids)
      lines.set(id, [...(lines.get(id) ?? []), mergeLine(names, Number(locationId), primary)]);
  const changes: RecordChange[] = [...lines.entries()].map(([id, extra]) => {
    const before = rowsBefore.get(id) ?? {};
    const after = Object.fromEntries(
      Object.entries(before).map(([key, value]) => [
        key,
        names.has(Number(value)) && value !== null ? primary : value,
      ]),
    );
    return { id, before, after, extra };
  });
  await writeChangelogs(tx, kind, actor, changes);
}

/**
 * mergeLocations?primaryLocationId: in one transaction, every order, load, stop, note and contact of the
 * other locations moves to the primary one, the consolidation setting follows, moved orders and loads get a
 * changelog line, and the other locations are removed. Answers what moved. When the request carries the
 * maps of getLocationMergeInfo and the locations hold something else now, nothing moves (409).
 */
export async function mergeLocations(
  ctx: RequestContext,
  primary: number,
  request: LocationMergeRequest,
): Promise<LocationMergeInfo> {
  const { actor } = ctx;
  const merged = [...new Set(request.locationsToMerge)].filter((id) => id !== primary);
  if (merged.length === 0) throw invalidFields({ locationsToMerge: mergeMessages.primaryOnly });
  const all = [primary, ...merged];

  return ctx.db.transaction(async (tx) => {
    const locked = await tx
      .select({ id: locations.locationId, name: locations.name, lastAssigned: locations.dateLastAssigned })
      .from(locations)
      .where(inArray(locations.locationId, all))
      .orderBy(locations.locationId)
      .for('update');
    const missing = all.find((id) => !locked.some((row) => row.id === id));
    if (missing !== undefined) throw notFound(`Location #${missing}`);
    const names = new Map(locked.map((row) => [row.id, row.name]));

    const info = await locationMergeInfo(tx, merged);
    if (!sameAsShown(request, info, merged)) throw conflict(mergeMessages.changed, 'stale_write');
    const moved = movedPart(info, merged);

    const movedOrderIds = [...new Set(Object.values(moved.orderIdsByLocationId).flat())];
    const movedLoadIds = [...new Set(Object.values(moved.loadIdsByLocationId).flat())];
    const orderBefore = await rowsOf(tx, orders, orders.orderId, orderColumns, movedOrderIds);
    const loadBefore = await rowsOf(tx, loads, loads.loadId, loadColumns, movedLoadIds);

    const bump = (column: AnyPgColumn) =>
      sql`greatest(${actor.now.toISOString()}::timestamptz, ${column} + interval '1 millisecond')`;
    for (const column of orderColumns)
      await tx
        .update(orders)
        .set({ [keyOf(orders, column)]: primary })
        .where(inArray(column, merged));
    if (movedOrderIds.length)
      await tx
        .update(orders)
        .set({ dateModified: bump(orders.dateModified) })
        .where(inArray(orders.orderId, movedOrderIds));
    for (const column of loadColumns)
      await tx
        .update(loads)
        .set({ [keyOf(loads, column)]: primary })
        .where(inArray(column, merged));
    await tx
      .update(loadStops)
      .set({ locationId: primary, dateModified: bump(loadStops.dateModified) })
      .where(inArray(loadStops.locationId, merged));
    if (movedLoadIds.length)
      await tx
        .update(loads)
        .set({ dateModified: bump(loads.dateModified) })
        .where(inArray(loads.loadId, movedLoadIds));
    await tx.update(notes).set({ locationId: primary }).where(inArray(notes.locationId, merged));
    await moveContacts(tx, primary, merged);
    await moveConsolidationTarget(tx, primary, merged);

    const lastAssigned = locked
      .map((row) => row.lastAssigned)
      .filter((d): d is Date => d !== null)
      .sort((a, b) => b.getTime() - a.getTime())[0];
    await tx
      .update(locations)
      .set({ dateLastAssigned: lastAssigned ?? null, dateModified: bump(locations.dateModified) })
      .where(eq(locations.locationId, primary));

    await changelogMoves(tx, 'order', moved.orderIdsByLocationId, names, primary, actor, orderBefore);
    await changelogMoves(tx, 'load', moved.loadIdsByLocationId, names, primary, actor, loadBefore);
    try {
      await tx.delete(locations).where(inArray(locations.locationId, merged));
    } catch (error) {
      // A reference this merge does not know of (a table added later): refuse, nothing moves.
      if (isReferenceViolation(error)) throw conflict(mergeMessages.stillUsed, 'delete_blocked');
      throw error;
    }
    return moved;
  });
}

/** The property name drizzle knows a column by (the `set` key), from the table's own columns. */
function keyOf(table: PgTable, column: AnyPgColumn): string {
  const entry = Object.entries(table).find(([, value]) => value === column);
  if (!entry) throw new Error(`column ${column.name} is not on the table`);
  return entry[0];
}

/** The location columns of the records about to move, keyed by id, for their changelog bullets. */
async function rowsOf(
  tx: Db,
  table: PgTable,
  id: AnyPgColumn,
  columns: readonly AnyPgColumn[],
  ids: number[],
) {
  const result = new Map<number, Record<string, unknown>>();
  if (!ids.length) return result;
  const select: Record<string, SQL> = { _id: sql`${id}` };
  for (const column of columns) select[keyOf(table, column)] = sql`${column}`;
  const rows = (await tx.select(select).from(table).where(inArray(id, ids))) as Record<string, unknown>[];
  for (const { _id, ...row } of rows) result.set(Number(_id), row);
  return result;
}

/**
 * Contacts move to the primary location. It keeps its own primary contact; when it has none, the first
 * merged location's primary contact (lowest id) becomes its primary, so there is still at most one.
 */
async function moveContacts(tx: Db, primary: number, merged: number[]) {
  const [own] = await tx
    .select({ id: contacts.contactId })
    .from(contacts)
    .where(and(eq(contacts.locationId, primary), eq(contacts.isPrimary, true)));
  const [keep] = own
    ? []
    : await tx
        .select({ id: contacts.contactId })
        .from(contacts)
        .where(and(inArray(contacts.locationId, merged), eq(contacts.isPrimary, true)))
        .orderBy(contacts.locationId)
        .limit(1);
  const demote = and(inArray(contacts.locationId, merged), eq(contacts.isPrimary, true));
  await tx
    .update(contacts)
    .set({ isPrimary: false })
    .where(keep ? and(demote, sql`${contacts.contactId} <> ${keep.id}`) : demote);
  await tx.update(contacts).set({ locationId: primary }).where(inArray(contacts.locationId, merged));
}

/** The consolidation target setting names a location by id: a merged one becomes the primary. */
async function moveConsolidationTarget(tx: Db, primary: number, merged: number[]) {
  const key = appSettingKeys.consolidationTargetLocationId;
  const [setting] = await tx.select().from(appSettings).where(eq(appSettings.key, key));
  if (setting && merged.includes(Number(setting.value)))
    await tx.update(appSettings).set({ value: primary }).where(eq(appSettings.key, key));
}
