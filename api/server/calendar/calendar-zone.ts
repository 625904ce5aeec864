import { sql } from 'drizzle-orm';
import type { Database } from '../db/connect';
import { appSettingKeys } from '../db/schema/app-settings';

/**
 * Makes the database's business zone (app_settings 'businessTimeZone', which load_calendar_days places days
 * in) the configured BUSINESS_TIME_ZONE (decision 061). When it changes, every placement is rebuilt in the
 * same transaction, so the calendar never mixes days of two zones. Returns whether it changed.
 */
export async function syncBusinessTimeZone(database: Database, zone: string): Promise<boolean> {
  const key = appSettingKeys.businessTimeZone;
  return database.db.transaction(async (tx) => {
    const read = (await tx.execute(
      sql`select value #>> '{}' as zone from app_settings where key = ${key} for update`,
    )) as unknown as { rows: { zone: string }[] };
    if (read.rows[0]?.zone === zone) return false;
    await tx.execute(sql`
      insert into app_settings (key, value) values (${key}, to_jsonb(${zone}::text))
      on conflict (key) do update set value = excluded.value, date_modified = now()
    `);
    await tx.execute(sql`select load_calendar_rebuild()`);
    return true;
  });
}
