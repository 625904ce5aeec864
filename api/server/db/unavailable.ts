/**
 * Whether a failure means the database cannot be reached (refused, dropped, shutting down, timed out on
 * connect), as opposed to a query the database answered with an error. Such a failure is not the caller's
 * fault nor a bug: the API answers 503 with a readable text and the server recovers by itself once the
 * database is back (the pool opens new connections on demand). drizzle wraps driver errors as `cause`.
 */
const connectionCodes = new Set([
  // Node sockets
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EAI_AGAIN',
  // PostgreSQL: connection exceptions (class 08) and operator intervention (57P01-57P03)
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
  '57P01',
  '57P02',
  '57P03',
]);
const connectionMessages = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Cannot use a pool after calling end/i,
];

export function isDatabaseUnavailable(error: unknown, depth = 0): boolean {
  if (depth > 6 || typeof error !== 'object' || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === 'string' && connectionCodes.has(code)) return true;
  if (typeof message === 'string' && connectionMessages.some((pattern) => pattern.test(message))) return true;
  if (error instanceof AggregateError && error.errors.some((e) => isDatabaseUnavailable(e, depth + 1)))
    return true;
  return isDatabaseUnavailable(cause, depth + 1);
}

/** The text a caller reads while the database is away (docs/operations.md). */
export const databaseUnavailableText = 'The database is not answering. Please try again in a moment.';

/** Whether `select 1` answers within `ms`: the health check must not hang while the database is away. */
export async function databaseAnswers(exec: (sql: string) => Promise<void>, ms: number): Promise<boolean> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<boolean>((resolve) => (timer = setTimeout(() => resolve(false), ms)));
  try {
    return await Promise.race([
      exec('select 1').then(
        () => true,
        () => false,
      ),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}
