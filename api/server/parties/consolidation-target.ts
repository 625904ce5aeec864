import { and, asc, eq } from 'drizzle-orm';
import type { LocationListItem } from '#contract/location';
import type { Db } from '../db/connect';
import { appSettingKeys, appSettings } from '../db/schema/app-settings';
import { locations } from '../db/schema/locations';
import { notFound } from '../http/errors';
import type { RequestContext } from '../http/request-context';
import { locationsList } from '../lists/locations.list';

const key = appSettingKeys.consolidationTargetLocationId;

/**
 * Where a consolidation to the warehouse goes (the specification's README): the location the setting names
 * while it exists and is active, else the active location flagged isNWDWarehouse with the lowest id, else none.
 */
export async function consolidationTargetId(db: Db): Promise<number | null> {
  const [setting] = await db
    .select({ value: appSettings.value })
    .from(appSettings)
    .where(eq(appSettings.key, key));
  const chosen = setting ? Number(setting.value) : Number.NaN;
  const active = eq(locations.isActive, true);
  if (Number.isSafeInteger(chosen)) {
    const [named] = await db
      .select({ id: locations.locationId })
      .from(locations)
      .where(and(eq(locations.locationId, chosen), active));
    if (named) return named.id;
  }
  const [warehouse] = await db
    .select({ id: locations.locationId })
    .from(locations)
    .where(and(eq(locations.isNWDWarehouse, true), active))
    .orderBy(asc(locations.locationId))
    .limit(1);
  return warehouse?.id ?? null;
}

/** The consolidation target as the location list shows it, or null when there is none. */
export async function consolidationTarget(ctx: RequestContext): Promise<LocationListItem | null> {
  const id = await consolidationTargetId(ctx.db);
  if (id === null) return null;
  const [item] = await locationsList.load([id], ctx);
  return (item as LocationListItem | undefined) ?? null;
}

/** Names the consolidation target (an administrator's choice); the location must exist and be active. */
export async function setConsolidationTarget(ctx: RequestContext, locationId: number) {
  const [found] = await ctx.db
    .select({ id: locations.locationId })
    .from(locations)
    .where(and(eq(locations.locationId, locationId), eq(locations.isActive, true)));
  if (!found) throw notFound('The location');
  const row = { key, value: locationId, modifiedByUserId: ctx.actor.systemUserId, dateModified: ctx.now };
  await ctx.db
    .insert(appSettings)
    .values(row)
    .onConflictDoUpdate({
      target: appSettings.key,
      set: { value: locationId, modifiedByUserId: row.modifiedByUserId, dateModified: ctx.now },
    });
  return consolidationTarget(ctx);
}
