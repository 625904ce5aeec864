import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import type { Db } from './connect';
import { orders } from './schema/orders';
import { idArray, perDatabase, renderedForReuse, renderedOnce } from './prepared';

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

describe('renderedForReuse', () => {
  const dialect = new PgDialect();
  const render = (fragment: ReturnType<typeof sql>) => dialect.sqlToQuery(fragment);
  const statement = (where: ReturnType<typeof sql>) =>
    sql`select ${orders.orderId} from ${orders} where ${sql`${orders.quantity} > ${5}`} and ${where} limit ${25}`;

  it('gives every statement it lands in the text and values the fragment itself gives', () => {
    const fragment = sql`(${orders.poNumber} = ${'PO-1'} or ${orders.orderCustomerId} = any(${'{1,2}'}::int[]))`;
    const reused = renderedForReuse(fragment);
    expect(render(statement(reused.sql))).toEqual(render(statement(fragment)));
    expect(render(statement(reused.sql)).params).toEqual([5, 'PO-1', '{1,2}', 25]);
    // Twice in one statement, numbered where each lands.
    const twice = render(sql`select ${reused.sql} and ${reused.sql}`);
    expect(twice.params).toEqual(['PO-1', '{1,2}', 'PO-1', '{1,2}']);
    expect(twice.sql).toContain('$4::int[]');
    expect(reused.key).toBe(JSON.stringify([render(fragment).sql, ['PO-1', '{1,2}']]));
  });

  it('keeps a value a client sent a parameter, even one that looks like a placeholder', () => {
    const reused = renderedForReuse(sql`${orders.poNumber} = ${'$1 or true'}`);
    const query = render(statement(reused.sql));
    expect(query.params).toEqual([5, '$1 or true', 25]);
    expect(query.sql).not.toContain('or true');
  });

  it('answers the fragment itself when its text holds a placeholder of its own', () => {
    const fragment = sql`${orders.poNumber} = ${'PO-1'} and ${sql.raw("'$1'")} <> ''`;
    const reused = renderedForReuse(fragment);
    expect(reused.sql).toBe(fragment);
    expect(render(statement(reused.sql))).toEqual(render(statement(fragment)));
  });
});
