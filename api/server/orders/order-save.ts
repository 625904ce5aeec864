import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { OrderStatus, type OrderStatusCode } from '#contract/order-status';
import { applyOrderEvents } from '#domain/apply-order-events';
import { dayInZone } from '#domain/business-day';
import { caseEquivalentOf } from '#domain/case-equivalent';
import { orderLocationLocks } from '#domain/order-location-locks';
import {
  checkManualOrderStatus,
  manualOrderStatusChange,
  type OrderStatusEvent,
} from '#domain/order-status.rules';
import { writeChangelogs } from '../changelog/write-changelog';
import type { Db } from '../db/connect';
import { systemUsers } from '../db/schema/auth';
import { orderCustomers } from '../db/schema/customers';
import { locations } from '../db/schema/locations';
import { notes } from '../db/schema/notes';
import { orders } from '../db/schema/orders';
import { nextModified, sameVersion } from '../db/row-version';
import { rowExists } from '../db/row-exists';
import { HttpError, idMismatch, invalidFields, notFound, staleWrite } from '../http/errors';
import type { RequestContext, SaveAnswer } from '../http/request-context';
import { orderScope } from '../lists/orders.list';
import {
  customerCreateValues,
  customerUpdateValues,
  staffCreateValues,
  staffUpdateValues,
  type OrderValues,
} from './order-body';
import { loadsOfOrder } from './order-loads';
import { customerPlaceChoices } from './recent-locations';

type OrderRow = typeof orders.$inferSelect;

export const orderSaveMessages = {
  customerMissing: 'The customer was not found.',
  locationMissing: 'The location was not found.',
  userMissing: 'The user was not found.',
  customerPlaced: 'The customer cannot change: a customer login placed this order.',
} as const;

/** A day as its `date` column keeps it (docs/decisions/054); none for an empty value. */
const toDay = (day: string | null | undefined) => day || null;

/** A refused status change: 409 with the machine's sentence, under the status field too. */
const statusRefused = (reason: string) =>
  new HttpError(409, 'conflict', reason, { refOrderStatusId: reason });

const statusSent = (raw: unknown) =>
  !!raw && typeof raw === 'object' && (raw as Record<string, unknown>).refOrderStatusId != null;

/** The request's day in the business's zone: what ticking Picked stamps. */
const businessToday = (ctx: RequestContext) => dayInZone(ctx.now, ctx.config.BUSINESS_TIME_ZONE);

const isCustomer = (ctx: RequestContext) => ctx.identityType === 'customer';

/** A customer login's places (its customer's, and those its orders use); anyone else's are not narrowed. */
const placesOf = (ctx: RequestContext): SQL | undefined => {
  const own = ctx.caller.identity?.orderCustomerId;
  return isCustomer(ctx) && own != null ? customerPlaceChoices(own) : undefined;
};

/**
 * The named records exist (400 with fields otherwise: never a 500 from a foreign key). `places` narrows the
 * locations to a customer login's choices (decision 056): another customer's place is answered as missing.
 * On an update, a reference the stored order already holds is not read again: its foreign key says it exists,
 * and a customer login's choices include every place its orders use.
 */
async function assertReferences(tx: Db, v: OrderValues, places?: SQL, stored?: OrderRow) {
  const fields: Record<string, string> = {};
  const changed = (
    key: 'orderCustomerId' | 'sourceLocationId' | 'destinationLocationId' | 'pickedByUserId',
  ) => v[key] != null && (!stored || v[key] !== stored[key]);
  if (
    changed('orderCustomerId') &&
    !(await rowExists(tx, orderCustomers.orderCustomerId, v.orderCustomerId!))
  )
    fields.orderCustomerId = orderSaveMessages.customerMissing;
  const locationIds = (['sourceLocationId', 'destinationLocationId'] as const)
    .filter(changed)
    .map((key) => v[key]!);
  if (locationIds.length) {
    const found = new Set(
      (
        await tx
          .select({ id: locations.locationId })
          .from(locations)
          .where(and(inArray(locations.locationId, locationIds), places))
      ).map((r) => r.id),
    );
    for (const key of ['sourceLocationId', 'destinationLocationId'] as const)
      if (changed(key) && !found.has(v[key]!)) fields[key] = orderSaveMessages.locationMissing;
  }
  if (changed('pickedByUserId') && !(await rowExists(tx, systemUsers.systemUserId, v.pickedByUserId!)))
    fields.pickedByUserId = orderSaveMessages.userMissing;
  if (Object.keys(fields).length) throw invalidFields(fields);
}

/** The columns the form sets (spec 2 §5), shared by create and update. */
function formColumns(v: OrderValues, today: string, wasPicked: boolean, storedPicked: string | null) {
  // Ticking Picked sets Picked On to today (the business's day) unless one is given; unticking clears Picked
  // On and Picked By.
  const datePicked = v.isPicked ? (toDay(v.datePicked) ?? (wasPicked ? storedPicked : null) ?? today) : null;
  return {
    refOrderTypeId: v.refOrderTypeId ?? null,
    orderCustomerId: v.orderCustomerId,
    sourceLocationId: v.sourceLocationId,
    destinationLocationId: v.destinationLocationId,
    producerName: v.producerName,
    quantity: v.quantity,
    unitType: v.unitType,
    // Decision 055: every save stores the cases the quantity makes, whatever the client sent or showed.
    caseEquivalent: caseEquivalentOf(v.quantity, v.unitType),
    poNumber: v.poNumber,
    bol: v.bol ?? null,
    cons: v.cons ?? null,
    special: v.special ?? null,
    revenue: v.revenue ?? null,
    dateNeededBy: toDay(v.dateNeededBy),
    dateReadyBy: toDay(v.dateReadyBy),
    dateShipBy: toDay(v.dateShipBy),
    dateEstimatedShipBy: toDay(v.dateEstimatedShipBy),
    isPicked: v.isPicked,
    datePicked,
    pickedByUserId: v.isPicked ? (v.pickedByUserId ?? null) : null,
    ignoreStatusUpdates: v.ignoreStatusUpdates,
  };
}

/**
 * The status after a save (decision 036): first what the save itself sets off automatically (the type
 * going from unset to set: Intake → Open; Picked ticked or unticked: Staged / Consolidated), then the
 * person's choice, which the machine must allow from there (409 with its sentence otherwise).
 */
function statusAfterSave(
  stored: { status: OrderStatusCode; resumeStatus: OrderStatusCode | null; ignoreStatusUpdates: boolean },
  change: { typeSet: boolean; picked: boolean | null; chosen: OrderStatusCode; ignoreStatusUpdates: boolean },
) {
  const events: OrderStatusEvent[] = [];
  if (change.typeSet) events.push({ type: 'order.typeSet' });
  if (change.picked !== null) events.push({ type: change.picked ? 'order.staged' : 'order.unstaged' });
  const at = applyOrderEvents(stored, events, { ignoreStatusUpdates: stored.ignoreStatusUpdates });
  if (change.chosen === stored.status || change.chosen === at.status) return at;
  const options = { resumeStatus: at.resumeStatus, ignoreStatusUpdates: change.ignoreStatusUpdates };
  const check = checkManualOrderStatus(at.status, change.chosen, options);
  if (!check.ok) throw statusRefused(check.reason);
  return manualOrderStatusChange(at.status, change.chosen, options);
}

async function addFirstNote(
  tx: Db,
  orderId: number,
  text: string | null | undefined,
  userId: number,
  now: Date,
) {
  const noteContent = text?.trim();
  if (!noteContent) return;
  await tx
    .insert(notes)
    .values({ orderId, noteContent, createdByUserId: userId, dateAdded: now, dateModified: now });
}

/**
 * POST api/Orders. Staff send the form of spec 2 §5; a customer login its own form (§6): the order is
 * Intake, of its own customer, placed by it. A new order is Intake, Open when it has a type (§4). Writes
 * the Created change log entry and the Add Note field's note in the same transaction, and answers with
 * `answer`, read last in it (decision 104).
 */
export async function createOrder<T>(
  ctx: RequestContext,
  raw: unknown,
  answer: SaveAnswer<T, [orderId: number]>,
): Promise<T> {
  const customer = isCustomer(ctx);
  const ownCustomer = ctx.caller.identity?.orderCustomerId ?? null;
  if (customer && ownCustomer === null) throw notFound('Your customer');
  const v = customer ? customerCreateValues(raw, ownCustomer!) : staffCreateValues(raw);
  const { now, systemUserId: userId } = ctx.actor;
  return ctx.db.transaction(async (tx) => {
    await assertReferences(tx as unknown as Db, v, placesOf(ctx));
    const status = statusAfterSave(
      { status: OrderStatus.Intake, resumeStatus: null, ignoreStatusUpdates: v.ignoreStatusUpdates },
      {
        typeSet: v.refOrderTypeId != null,
        picked: null,
        chosen: v.refOrderStatusId,
        ignoreStatusUpdates: v.ignoreStatusUpdates,
      },
    );
    const [row] = await tx
      .insert(orders)
      .values({
        ...formColumns(v, businessToday(ctx), false, null),
        refOrderStatusId: status.status,
        resumeStatus: status.resumeStatus,
        placedByCustomerUserId: customer ? userId : null,
        datePlaced: now,
        addedByUserId: userId,
        modifiedByUserId: userId,
        dateAdded: now,
        dateModified: now,
      })
      .returning();
    await writeChangelogs(
      tx as unknown as Db,
      'order',
      { systemUserId: userId, now, identity: ctx.actor.identity },
      [{ id: row!.orderId, before: null, after: row! }],
    );
    await addFirstNote(tx as unknown as Db, row!.orderId, v.initialCustomerNoteOnAddingOrder, userId, now);
    return answer(tx as unknown as Db, row!.orderId);
  });
}

/**
 * Spec 2 §5: source locked on a load; destination on a load or in a group; customer when placed by a customer.
 * Whether the order is on a load is read only when a location moves: the locks refuse nothing else.
 */
async function assertLocks(tx: Db, row: OrderRow, v: OrderValues) {
  const fields: Record<string, string> = {};
  const sourceMoves = v.sourceLocationId !== row.sourceLocationId;
  const destinationMoves = v.destinationLocationId !== row.destinationLocationId;
  const onLoad = (sourceMoves || destinationMoves) && (await loadsOfOrder(tx, row.orderId)).length > 0;
  const locks = orderLocationLocks({ onLoad, inGroup: row.orderGroupId !== null });
  if (locks.sourceLocationId && sourceMoves) fields.sourceLocationId = locks.sourceLocationId;
  if (locks.destinationLocationId && destinationMoves)
    fields.destinationLocationId = locks.destinationLocationId;
  if (row.placedByCustomerUserId !== null && v.orderCustomerId !== row.orderCustomerId)
    fields.orderCustomerId = orderSaveMessages.customerPlaced;
  if (Object.keys(fields).length) throw invalidFields(fields);
}

/** The order locked for the save, within the caller's reach (an outsider's scope in the same statement). */
async function lockOrder(tx: Db, ctx: RequestContext, orderId: number) {
  const [row] = await tx
    .select()
    .from(orders)
    .where(and(eq(orders.orderId, orderId), orderScope(ctx)))
    .for('update');
  if (!row) throw notFound(`Order #${orderId}`);
  return row;
}

/**
 * PUT api/Orders/{id}: the §5 rules and locks, 409 stale_write by dateModified, the status through the
 * machine, one Updated change log entry with what changed; all in one transaction. `answer` reads what the
 * save answers with, last in its transaction, on the connection the save holds (decision 104).
 */
export async function updateOrder<T>(
  ctx: RequestContext,
  orderId: number,
  raw: unknown,
  answer: SaveAnswer<T>,
): Promise<T> {
  const { now, systemUserId: userId } = ctx.actor;
  return ctx.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const row = await lockOrder(tx, ctx, orderId);
    const v = isCustomer(ctx) ? customerUpdateValues(raw, row) : staffUpdateValues(raw);
    if (v.orderId !== orderId) throw idMismatch('orderId');
    if (!sameVersion(v.dateModified!, row.dateModified)) throw staleWrite();
    await assertLocks(tx, row, v);
    await assertReferences(tx, v, placesOf(ctx), row);
    const status = statusAfterSave(
      {
        status: row.refOrderStatusId as OrderStatusCode,
        resumeStatus: row.resumeStatus as OrderStatusCode | null,
        ignoreStatusUpdates: row.ignoreStatusUpdates,
      },
      {
        typeSet: row.refOrderTypeId === null && v.refOrderTypeId != null,
        picked: row.isPicked === v.isPicked ? null : v.isPicked,
        // A body without a status leaves it as stored (the form's default must not read as a choice).
        chosen: statusSent(raw) ? v.refOrderStatusId : (row.refOrderStatusId as OrderStatusCode),
        ignoreStatusUpdates: v.ignoreStatusUpdates,
      },
    );
    const [after] = await tx
      .update(orders)
      .set({
        ...formColumns(v, businessToday(ctx), row.isPicked, row.datePicked),
        orderGroupId: row.orderGroupId,
        refOrderStatusId: status.status,
        resumeStatus: status.resumeStatus,
        modifiedByUserId: userId,
        dateModified: nextModified(now, row.dateModified),
      })
      .where(eq(orders.orderId, orderId))
      .returning();
    await writeChangelogs(tx, 'order', { systemUserId: userId, now, identity: ctx.actor.identity }, [
      { id: orderId, before: row, after: after! },
    ]);
    return answer(tx);
  });
}
