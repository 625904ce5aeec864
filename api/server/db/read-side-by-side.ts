import { createWorkLimit } from '../auth/work-limit';
import type { Database } from './connect';

/**
 * Independent reads of one request: side by side on a PostgreSQL pool, at most `atOnce` together so one request
 * never holds the pool that other requests' lists need; one after another on PGlite, which runs one statement
 * at a time in process. Answers come back in the order of `reads`.
 */
export async function readSideBySide<const R extends readonly (() => Promise<unknown>)[]>(
  database: Database,
  reads: R,
  atOnce = 3,
): Promise<{ -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> }> {
  type Answers = { -readonly [K in keyof R]: Awaited<ReturnType<R[K]>> };
  if (database.engine !== 'postgres') {
    const answers: unknown[] = [];
    for (const read of reads) answers.push(await read());
    return answers as Answers;
  }
  const limit = createWorkLimit({ concurrency: atOnce, queue: Number.POSITIVE_INFINITY });
  return (await Promise.all(reads.map((read) => limit.run(read)))) as Answers;
}
