import { DrizzleQueryError } from 'drizzle-orm/errors';

/** Fields of a database error worth a log line (node-postgres and PGlite both set these). */
const databaseFields = [
  'code',
  'severity',
  'detail',
  'hint',
  'constraint',
  'table',
  'column',
  'routine',
] as const;

/**
 * An unexpected error as log fields: the query of a failed database call without its parameters (they
 * carry token and password hashes), and the underlying error drizzle wraps as `cause`, with its SQLSTATE.
 * Before this, "Failed query" was all a log said about a 500 from the database (issue #10).
 */
export function describeError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { error: String(error) };
  const fields: Record<string, unknown> = {};
  if (error instanceof DrizzleQueryError) {
    fields.error = 'Failed query';
    fields.query = error.query;
  } else {
    fields.error = `${error.name}: ${error.message}`;
  }
  const record = error as unknown as Record<string, unknown>;
  for (const key of databaseFields) if (typeof record[key] === 'string') fields[key] = record[key];
  if (typeof fields.detail === 'string') fields.detail = withoutValues(fields.detail);
  if (error.cause !== undefined && depth < 3) fields.cause = describeError(error.cause, depth + 1);
  // Only the frames: a stack's first lines repeat the message, and drizzle's message lists the parameters.
  if (depth === 0 && error.stack)
    fields.stack = error.stack
      .split('\n')
      .filter((line) => /^\s+at /.test(line))
      .join('\n');
  return fields;
}

/**
 * A database error's detail with the row's values left out: "Key (email)=(…) already exists", "Failing row
 * contains (…)". They are what the caller sent (addresses, hashes), and the log needs only which key.
 */
export const withoutValues = (detail: string): string =>
  detail.replace(/\)=\((?:[^()]|\([^()]*\))*\)/g, ')=(…)').replace(/contains \(.*\)/s, 'contains (…)');
