import { sql, type SQL } from 'drizzle-orm';
import type { LiveRecordType } from '#contract/live-events';
import type { Db } from '../db/connect';

/**
 * Whose records an event touches, as the read scopes see them (lists/*.list.ts `…Scope`): the customers of
 * the orders involved, the carriers of the loads involved, and those loads. The stream's filter reads these
 * (live-access.ts) instead of asking the database per event and per listener.
 */
export interface EventScope {
  orderCustomerIds: number[];
  carrierIds: number[];
  loadIds: number[];
  /** The record's row version (dateModified) as the transaction sees it, where it has one. */
  version?: string;
}

export const emptyScope: EventScope = { orderCustomerIds: [], carrierIds: [], loadIds: [] };

interface ScopeRow {
  key: string;
  customers: number[] | null;
  carriers: number[] | null;
  loads: number[] | null;
  version: Date | string | null;
}

const ids = (refs: readonly { type: LiveRecordType; id: number }[], type: LiveRecordType) =>
  `{${[...new Set(refs.filter((r) => r.type === type).map((r) => r.id))].join(',')}}`;

/**
 * One query per kind present: an order's customer, the loads carrying it and their carriers; a load's
 * carrier, and the customers of the orders on it; a customer, carrier or location itself (a location its
 * related customer and the carriers of the loads stopping there). Rows gone by now (a delete's) answer
 * nothing: the caller passes their scope itself.
 */
const queries: Partial<Record<LiveRecordType, (list: string) => SQL>> = {
  order: (list) => sql`select 'order:' || o.order_id as key, array[o.order_customer_id] as customers,
      array_agg(distinct l.carrier_id) filter (where l.carrier_id is not null) as carriers,
      array_agg(distinct l.load_id) filter (where l.load_id is not null) as loads, o.date_modified as version
    from orders o
    left join load_stop_orders lso on lso.order_id = o.order_id
    left join load_stops ls on ls.load_stop_id = lso.load_stop_id
    left join loads l on l.load_id = ls.load_id
    where o.order_id = any(${list}::int[]) group by o.order_id`,
  load: (list) => sql`select 'load:' || l.load_id as key,
      array_agg(distinct o.order_customer_id) filter (where o.order_customer_id is not null) as customers,
      array_remove(array[l.carrier_id], null) as carriers, array[l.load_id] as loads, l.date_modified as version
    from loads l
    left join load_stops ls on ls.load_id = l.load_id
    left join load_stop_orders lso on lso.load_stop_id = ls.load_stop_id
    left join orders o on o.order_id = lso.order_id
    where l.load_id = any(${list}::int[]) group by l.load_id`,
  // A carrier login reads the places its loads stop at (locations.list.ts, locationScope): their carriers.
  location: (list) => sql`select 'location:' || loc.location_id as key,
      array_remove(array[loc.related_order_customer_id], null) as customers,
      array(select distinct l.carrier_id from load_stops ls join loads l on l.load_id = ls.load_id
        where ls.location_id = loc.location_id and l.carrier_id is not null) as carriers, null::int[] as loads,
      loc.date_modified as version
    from locations loc where loc.location_id = any(${list}::int[])`,
};

/** The scope a customer or carrier has by itself, with nothing to read; undefined for other records. */
export function scopeWithoutReading(ref: { type: LiveRecordType; id: number }): EventScope | undefined {
  if (ref.type === 'customer') return { ...emptyScope, orderCustomerIds: [ref.id] };
  if (ref.type === 'carrier') return { ...emptyScope, carrierIds: [ref.id] };
  return undefined;
}

/**
 * One statement answering the scope rows (`key`, `customers`, `carriers`, `loads`, `version`) of the
 * records that need reading, every kind at once; null when none does. recordEvents joins it to the events
 * it writes, so the scope costs no statement of its own.
 */
export function scopeRows(refs: readonly { type: LiveRecordType; id: number }[]): SQL | null {
  const parts = (Object.entries(queries) as [LiveRecordType, (list: string) => SQL][]).flatMap(
    ([type, query]) => {
      const list = ids(refs, type);
      return list === '{}' ? [] : [sql`(${query(list)})`];
    },
  );
  return parts.length ? sql.join(parts, sql` union all `) : null;
}

/** The scope of each record (`type:id`), read in the caller's transaction. */
export async function scopesOf(
  tx: Db,
  refs: readonly { type: LiveRecordType; id: number }[],
): Promise<Map<string, EventScope>> {
  const out = new Map<string, EventScope>();
  for (const ref of refs) {
    const scope = scopeWithoutReading(ref);
    if (scope) out.set(`${ref.type}:${ref.id}`, scope);
  }
  const rows = scopeRows(refs);
  if (!rows) return out;
  for (const row of ((await tx.execute(rows)) as unknown as { rows: ScopeRow[] }).rows)
    out.set(row.key, {
      orderCustomerIds: (row.customers ?? []).filter((id) => id !== null),
      carrierIds: row.carriers ?? [],
      loadIds: row.loads ?? [],
      ...(row.version ? { version: new Date(row.version).toISOString() } : {}),
    });
  return out;
}
