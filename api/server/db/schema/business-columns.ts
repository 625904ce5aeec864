import { sql, type SQL } from 'drizzle-orm';
import { integer, numeric, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { systemUsers } from './system-users';

/** US dollars with cents; read back as numbers, as the contract carries them. */
export function money(name: string) {
  return numeric(name, { precision: 12, scale: 2, mode: 'number' });
}

/**
 * Who added or changed a record. SET NULL on delete: a removed user must not take business history
 * with it (records that show a name keep a denormalised copy of it beside the id).
 */
export function userRef(name: string) {
  return integer(name).references(() => systemUsers.systemUserId, { onDelete: 'set null' });
}

/** `column in (codes…)`: the contract's code table is the one list; the CHECK is generated from it. */
export function inCodes(column: AnyPgColumn, codes: readonly number[]): SQL {
  return sql`${column} in (${sql.raw(codes.join(', '))})`;
}

/** Exactly one of the owner columns is set (contacts, notes and files belong to one owner each). */
export function exactlyOne(...columns: AnyPgColumn[]): SQL {
  return sql`num_nonnulls(${sql.join(columns, sql`, `)}) = 1`;
}

/** The spec's limit for quantity, miles and revenue. */
export function upTo999999(column: AnyPgColumn): SQL {
  return sql`${column} between 0 and 999999`;
}
