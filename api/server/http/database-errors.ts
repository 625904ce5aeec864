import { getTableColumns, is, SQL } from 'drizzle-orm';
import { getTableConfig, PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { schema } from '../db/schema/all';
import { badRequest, conflict, invalidFields, type HttpError } from './errors';

/** The fields of a PostgreSQL error both drivers set (node-postgres and PGlite answer alike). */
interface DatabaseError {
  code: string;
  message: string;
  detail?: string;
  constraint?: string;
  table?: string;
  column?: string;
}

/** The driver's error inside drizzle's `DrizzleQueryError` (and a transaction's rethrow), if any. */
export function databaseErrorOf(error: unknown): DatabaseError | null {
  for (let e = error, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    const { code } = e as { code?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return e as DatabaseError;
    e = (e as { cause?: unknown }).cause;
  }
  return null;
}

/** PostgreSQL cuts identifiers at 63 bytes; drizzle's names are compared the same way. */
const identifier = (name: string) => name.slice(0, 63);

interface Known {
  /** "table.column" → the drizzle property, which is the contract's camelCase field. */
  columns: Map<string, string>;
  /** Constraint name → the one field it is about (foreign keys, single-column checks and uniques). */
  constraints: Map<string, string>;
}

let known: Known | undefined;

/** Names read off the schema once: every table's columns and the constraints that name one column. */
function knownNames(): Known {
  if (known) return known;
  const columns = new Map<string, string>();
  const constraints = new Map<string, string>();
  for (const table of Object.values(schema)) {
    if (!is(table, PgTable)) continue;
    const config = getTableConfig(table);
    const property = new Map<string, string>();
    for (const [key, column] of Object.entries(getTableColumns(table))) {
      property.set(column.name, key);
      columns.set(`${config.name}.${column.name}`, key);
    }
    const only = (names: string[]) => (names.length === 1 ? property.get(names[0]!) : undefined);
    const note = (name: string | undefined, field: string | undefined) => {
      if (name && field) constraints.set(identifier(name), field);
    };
    for (const fk of config.foreignKeys) note(fk.getName(), only(fk.reference().columns.map((c) => c.name)));
    for (const unique of config.uniqueConstraints)
      note(unique.getName(), only(unique.columns.map((c) => c.name)));
    for (const check of config.checks) note(check.name, only(columnsIn(check.value)));
  }
  known = { columns, constraints };
  return known;
}

/** The distinct columns a CHECK's SQL refers to. */
function columnsIn(value: SQL): string[] {
  const names = new Set<string>();
  const walk = (chunk: unknown) => {
    if (is(chunk, PgColumn)) names.add(chunk.name);
    else if (is(chunk, SQL)) chunk.queryChunks.forEach(walk);
  };
  walk(value);
  return [...names];
}

/** The contract field a database error is about, when the driver says enough to tell. */
function fieldOf(error: DatabaseError): string | undefined {
  const names = knownNames();
  if (error.constraint) {
    const field = names.constraints.get(identifier(error.constraint));
    if (field) return field;
  }
  if (error.table && error.column) return names.columns.get(`${error.table}.${error.column}`);
  return undefined;
}

const about = (field: string | undefined, fieldMessage: string, statusText: string) =>
  field ? invalidFields({ [field]: fieldMessage }) : badRequest(statusText);

/** Data exceptions (class 22) that only input can cause: what the value was, not what the server did. */
const dataErrors: Record<string, [field: string, statusText: string]> = {
  '22001': ['Too long', 'A text is longer than its field can hold.'],
  '22003': ['Too large', 'A number is too large for its field.'],
  '22007': ['Invalid Date', 'A date is not valid.'],
  '22008': ['Invalid Date', 'A date is out of range.'],
  '22021': ['Contains characters that cannot be stored', 'A text holds characters that cannot be stored.'],
  '22P02': ['Not a valid value', 'A value is not valid for its field.'],
  '22P05': ['Contains characters that cannot be stored', 'A text holds characters that cannot be stored.'],
};

/**
 * The one mapping of the database's refusals of input (issue #27, docs/decisions/066): a value that does
 * not fit, a reference to no row, a broken rule of a CHECK or UNIQUE is the caller's mistake, answered
 * 400 or 409 naming the field where the constraint or column tells it, never 500. Other errors: null.
 */
export function httpErrorOfDatabase(error: unknown): HttpError | null {
  const e = databaseErrorOf(error);
  if (!e) return null;
  const data = dataErrors[e.code];
  if (data) return about(fieldOf(e), data[0], data[1]);
  switch (e.code) {
    case '23502':
      return about(fieldOf(e), 'Required', 'A required value is missing.');
    case '23503':
      // A delete (or a key change) that rows still refer to: the same answer as deleteBulk's.
      if (/^update or delete on table/.test(e.message) || /still referenced/.test(e.detail ?? ''))
        return stillUsed();
      return about(fieldOf(e), 'No such record', 'A record it refers to does not exist.');
    case '23001':
      return stillUsed();
    case '23514':
      return about(fieldOf(e), 'Not an allowed value', 'A value is outside what its field allows.');
    case '23505':
      return conflict('A record with the same value already exists.');
    default:
      return null;
  }
}

const stillUsed = () =>
  conflict('Other records still refer to this one, so it cannot be deleted.', 'delete_blocked');
