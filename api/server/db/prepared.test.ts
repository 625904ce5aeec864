import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Db } from './connect';
import { orders } from './schema/orders';
import { idArray, perDatabase, renderedOnce } from './prepared';

describe('perDatabase', () => {
  it('builds once per database handle and again for another handle', () => {
    let builds = 0;
    const prepared = perDatabase((db) => ({ db, n: ++builds }));
    const one = {} as Db;
    const two = {} as Db;
    expect(prepared(one)).toBe(prepared(one));
    expect(prepared(one).n).toBe(1);
    expect(prepared(two).n).toBe(2);
    expect(prepared(two).db).toBe(two);
    expect(builds).toBe(2);
  });
});

describe('idArray', () => {
  it('writes ids as one int[] literal, whole numbers only', () => {
    expect(idArray([3, 1, 2])).toBe('{3,1,2}');
    expect(idArray([])).toBe('{}');
    expect(idArray([4.7])).toBe('{4}');
  });
});

describe('renderedOnce', () => {
  const dialect = new PgDialect();
  const render = (fragment: ReturnType<typeof sql>) => dialect.sqlToQuery(fragment);

  it('keeps a fragment without parameters as its text, the same statement as the fragment itself gives', () => {
    const fragment = sql`(select count(*) from ${orders} where ${orders.orderId} > 0)`;
    const kept = renderedOnce(fragment);
    expect(renderedOnce(fragment)).toBe(kept);
    const statement = (part: ReturnType<typeof sql>) =>
      sql`select ${part}, ${orders.poNumber} from ${orders}`;
    expect(render(statement(kept))).toEqual(render(statement(fragment)));
    expect(render(statement(kept)).sql).toContain('"orders"."order_id" > 0');
  });

  it('leaves a fragment with parameters as it is, numbered where it lands', () => {
    const fragment = sql`(${orders.poNumber} = ${'PO-1'})`;
    const query = render(sql`select ${sql`${1}`}, ${renderedOnce(fragment)}`);
    expect(query.params).toEqual([1, 'PO-1']);
    expect(query.sql).toContain('= $2');
  });
});
