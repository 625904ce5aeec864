import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Carrier, carrierFormSchema, carrierUpdateSchema } from '#contract/carrier';
import { epochIso } from '#contract/scalars';
import type { Config } from '../config';
import { nextModified } from '../db/row-version';
import { carriers } from '../db/schema/carriers';
import { withFileRemoval } from '../files/owner-files';
import { idMismatch, notFound } from '../http/errors';
import type { RequestContext } from '../http/request-context';
import { carriersList } from '../lists/carriers.list';
import type { BulkDelete } from '../lists/delete-bulk';
import { blankToNull, saveLocked } from './saving';
import type { Db } from '../db/connect';
import { recordEvents } from '../live/outbox-write';
import { partyEvent, writeWithEvent } from '../live/write-with-event';
import { blankCarrierFields } from '#domain/blank-records';

const c = carriers;
type CreateBody = z.infer<typeof carrierFormSchema>;
type UpdateBody = z.infer<typeof carrierUpdateSchema>;

/** getItemNew: a blank, enabled carrier with the spec's epoch dates. */
export const newCarrier = (): Carrier => ({
  carrierId: 0,
  ...blankCarrierFields(),
  insuranceExpired: false,
  contactsCount: 0,
  primaryContactName: null,
  primaryContactPhone: null,
  dateAdded: epochIso,
  dateModified: epochIso,
});

/** The form's columns (not isActive, which only create and setCarrierEnabled set). */
const formValues = (body: CreateBody | UpdateBody) => ({
  name: body.name,
  status: body.status ?? null,
  insuranceExempt: body.insuranceExempt,
  insuranceProvider: blankToNull(body.insuranceProvider),
  insuranceProviderContact: blankToNull(body.insuranceProviderContact),
  insuranceCargoCoverage: body.insuranceCargoCoverage ?? null,
  insuranceExpirationDate: body.insuranceExpirationDate || null,
  address: blankToNull(body.address),
  address2: blankToNull(body.address2),
  city: blankToNull(body.city),
  refCountryStateId: body.refCountryStateId ?? null,
  refCountryId: body.refCountryId ?? null,
  zipCode: blankToNull(body.zipCode),
  note: blankToNull(body.note),
  usDotNumber: blankToNull(body.usDotNumber),
  mcNumber: blankToNull(body.mcNumber)?.toUpperCase() ?? null,
  operatingZonesIds: [...new Set(body.operatingZonesIds)].sort((a, b) => a - b),
});

export async function createCarrier(ctx: RequestContext, body: CreateBody): Promise<number> {
  const insert = (tx: Db) =>
    tx
      .insert(c)
      .values({ ...formValues(body), isActive: body.isActive, dateAdded: ctx.now, dateModified: ctx.now })
      .returning({ id: c.carrierId });
  const [row] = await writeWithEvent(ctx.db, ctx.actor, insert, ([r]) => partyEvent('carrier', r!.id, null));
  return row!.id;
}

/** PUT {id}: every field of the form; isActive stays as it is (the Enabled switch sets it). */
export async function updateCarrier(ctx: RequestContext, id: number, body: UpdateBody) {
  if (body.carrierId !== undefined && body.carrierId !== id) throw idMismatch('carrierId');
  const save = { id, sentVersion: body.dateModified, now: ctx.now, actor: ctx.actor };
  await saveLocked(ctx.database, { table: c, id: c.carrierId, noun: 'The carrier' }, save, () =>
    formValues(body),
  );
}

/**
 * setCarrierEnabled: a disabled carrier stays on its loads but cannot be chosen for another (the picker
 * shows it disabled). No stale-write token: the switch says the state it wants, so repeating it is harmless.
 */
export async function setCarrierEnabled(ctx: RequestContext, id: number, body: { isEnabled: boolean }) {
  const { isEnabled } = body;
  await ctx.db.transaction(async (tx) => {
    const [row] = await tx.select().from(c).where(eq(c.carrierId, id)).for('update');
    if (!row) throw notFound('The carrier');
    if (row.isActive === isEnabled) return;
    await tx
      .update(c)
      .set({ isActive: isEnabled, dateModified: nextModified(ctx.now, row.dateModified) })
      .where(eq(c.carrierId, id));
    await recordEvents(tx, ctx.actor, [
      partyEvent('carrier', id, { before: row, after: { isActive: isEnabled } }),
    ]);
  });
}

/** Deleting carriers: refused while loads, orders or logins use one; their stored files go with them. */
export const carrierDeletion = (config: Pick<Config, 'DATA_DIR'>, noun = 'carriers'): BulkDelete =>
  withFileRemoval('carrier', config, {
    noun,
    table: carriersList.table,
    id: carriersList.id,
    label: (id) => `Carrier #${id}`,
    name: c.name,
  });
