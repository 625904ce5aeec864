import { getTableName, sql } from 'drizzle-orm';
import { PgDialect, type PgTable } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { orderPaths } from '#contract/paths';
import { keepable, relatedKeyTables } from '#server/lists/key-cache';
import type { ListDefinition } from '#server/lists/list-definition';
import { useAdmin, useTestApp } from '#fixtures/file-app';
import { useStatementLog } from '#fixtures/statement-log';

/*
 * Decision 101: the keys a list's related conditions resolve (a search word's customers and places) are kept
 * with the version of the tables they read, and reused while it stands; any write to those tables, by the
 * app or by anything else, moves the version in its own transaction.
 */
const t = useTestApp();
const admin = useAdmin(t);

const statementsOf = useStatementLog(t);

async function search(word: string): Promise<{ ids: number[]; statements: string[] }> {
  const { answer, statements } = await statementsOf(async () => {
    const res = await t.call('POST', orderPaths.getItems, {
      token: admin.token,
      body: { pageSize: -1, filterText: word, columnSelection: ['orderId'] },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return ((await res.json()) as { orderId: number }[]).slice(0, -1);
  });
  return { ids: answer.map((r) => r.orderId).sort((a, b) => a - b), statements };
}

/** The statements that scan related tables for a word's keys. */
const scans = (statements: string[]) => statements.filter((s) => /select array|array_agg\(distinct/.test(s));

describe('related keys kept with their tables’ version (decision 101)', () => {
  it('keeps the keys of conditions over the versioned tables only', async () => {
    const dialect = new PgDialect();
    const modules = import.meta.glob('../../api/server/lists/*.list.ts', { eager: true });
    const kept: string[] = [];
    const notKept: string[] = [];
    for (const module of Object.values(modules))
      for (const value of Object.values(module as Record<string, unknown>)) {
        const list = value as Partial<ListDefinition<unknown>>;
        if (!list || typeof list !== 'object' || !list.properties || !list.table) continue;
        for (const [name, property] of Object.entries(list.properties)) {
          if (!property.related) continue;
          const { table, key, value: shown, where } = property.related;
          const text = dialect.sqlToQuery(sql`${table} ${key} ${shown} ${where ?? sql``}`).sql;
          (keepable(getTableName(table as PgTable), text) ? kept : notKept).push(name);
        }
      }
    // Customers, places, carriers, contacts, people and states are kept; the stops of a load are not.
    expect(kept).toEqual(
      expect.arrayContaining(['orderCustomerName', 'source', 'carrierName', 'primaryContactName']),
    );
    expect(notKept).toEqual(expect.arrayContaining(['lastPickupAt', 'lastDeliveryAt']));
    expect(
      notKept.every((name) => /^last(Pickup|Delivery)At$/.test(name)),
      notKept.join(),
    ).toBe(true);
    expect(keepable('locations', 'select x from locations join load_stops on true')).toBe(false);
    expect(keepable('locations', '"locations"."name" like $1')).toBe(true);
  });

  it('each of those tables carries the trigger', async () => {
    const rows = await t.database.rows<{ name: string }>(
      sql`select distinct c.relname as name from pg_trigger g join pg_class c on c.oid = g.tgrelid
          where not g.tgisinternal and g.tgfoid = 'bump_related_keys_version'::regproc`,
    );
    expect(rows.map((r) => r.name).sort()).toEqual([...relatedKeyTables].sort());
  });

  it('a search asked again reuses its keys; a renamed customer is found at once, by the app or by SQL', async () => {
    const [customer] = await t.database.rows<{ id: number; name: string }>(
      sql`select c.order_customer_id as id, c.order_customer_name as name from order_customers c
          where exists (select 1 from orders o where o.order_customer_id = c.order_customer_id) order by 1 limit 1`,
    );
    const theirs = (
      await t.database.rows<{ id: number }>(
        sql`select order_id as id from orders where order_customer_id = ${customer!.id} order by 1`,
      )
    ).map((r) => Number(r.id));
    const word = 'zephyrquill';

    const first = await search(word);
    expect(first.ids).toEqual([]);
    expect(scans(first.statements)).toHaveLength(1);
    const again = await search(word);
    expect(again.ids).toEqual([]);
    expect(scans(again.statements)).toHaveLength(0);

    // A write outside the app: the trigger moves the version in the same transaction.
    await t.database.rows(
      sql`update order_customers set order_customer_name = ${`${customer!.name} ${word}`} where order_customer_id = ${customer!.id}`,
    );
    const renamed = await search(word);
    expect(scans(renamed.statements)).toHaveLength(1);
    expect(renamed.ids).toEqual(theirs);

    // A write that is rolled back leaves the keys as they were (and the version may move: that only rescans).
    await t.database.db
      .transaction(async (tx) => {
        await tx.execute(
          sql`update order_customers set order_customer_name = 'gone' where order_customer_id = ${customer!.id}`,
        );
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    expect((await search(word)).ids).toEqual(theirs);

    await t.database.rows(
      sql`update order_customers set order_customer_name = ${customer!.name} where order_customer_id = ${customer!.id}`,
    );
    expect((await search(word)).ids).toEqual([]);
  });

  it('a sign-in does not move the version; a person renamed does', async () => {
    const version = async () =>
      (await t.database.rows<{ v: string }>(sql`select version as v from related_keys_version`))[0]!.v;
    const before = await version();
    await t.database.rows(
      sql`update system_users set date_last_login = now() where system_user_id = ${admin.systemUserId}`,
    );
    expect(await version()).toBe(before);
    await t.database.rows(
      sql`update system_users set first_name = first_name where system_user_id = ${admin.systemUserId}`,
    );
    expect(await version()).not.toBe(before);
  });
});
