import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hostileRequests, type HostileRequest } from '#fixtures/hostile-inputs';
import { operationsOf, servedDocument } from '#fixtures/openapi-walk';
import { useAdmin, useBeforeAll, useTestApp } from '#fixtures/file-app';

/**
 * Hostile input generated from every route's own schema (issue #18): never a 5xx, never a hang, a 400 with
 * `fields` (or 413/415) when the body was wrong, and not one row changed anywhere. FUZZ_ROUNDS=n repeats the
 * whole walk n times (the CI run does one: well over 10,000 requests).
 */
const rounds = Number(process.env.FUZZ_ROUNDS ?? 1);
const answerWithinMs = 5_000;

const t = useTestApp();
const admin = useAdmin(t);
const doc = useBeforeAll(() => servedDocument(t));

/** Row count and a checksum of every table's rows; `sessions` moves on every call (last seen) and is left out. */
async function tableChecksums(): Promise<Record<string, string>> {
  const tables = await t.database.rows<{ name: string }>(
    sql`select table_name as name from information_schema.tables
        where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> 'sessions'
        order by table_name`,
  );
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    // Names come from the catalog, quoted as identifiers.
    const [row] = await t.database.rows<{ n: number; h: string }>(
      sql.raw(
        `select count(*)::int as n, coalesce(md5(string_agg(md5(r::text), '' order by md5(r::text))), '') as h from "${name.replaceAll('"', '""')}" r`,
      ),
    );
    sums[name] = `${row!.n}:${row!.h}`;
  }
  return sums;
}

async function send(method: string, request: HostileRequest): Promise<Response> {
  const headers: Record<string, string> = {
    authorization: `Bearer ${admin.token}`,
    'x-forwarded-for': '203.0.113.9',
  };
  let body: string | undefined;
  if (request.raw !== undefined) {
    body = request.raw;
    headers['content-type'] = request.contentType ?? 'application/json';
  } else if (request.body !== undefined) {
    body = JSON.stringify(request.body);
    headers['content-type'] = 'application/json';
  }
  let timer: ReturnType<typeof setTimeout> | undefined;
  const hang = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${answerWithinMs} ms`)), answerWithinMs);
  });
  try {
    return await Promise.race([
      Promise.resolve(
        t.app.request(request.path, { method, headers, ...(body !== undefined ? { body } : {}) }),
      ),
      hang,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

describe('hostile input on every route', () => {
  it(
    'never answers 5xx or hangs, refuses a wrong body with 400 and its fields (or 413/415), and changes nothing',
    async () => {
      const before = await tableChecksums();
      const failures: string[] = [];
      let sent = 0;
      for (let round = 0; round < rounds; round++) {
        for (const op of operationsOf(doc)) {
          for (const request of hostileRequests(doc, op)) {
            let res: Response;
            try {
              res = await send(op.method, request);
            } catch (error) {
              failures.push(`${request.label}: ${(error as Error).message}`);
              continue;
            }
            sent++;
            // The live stream (decision 077) never ends by itself: its status is the answer, its body is let go.
            const stream = res.headers.get('content-type')?.startsWith('text/event-stream');
            const text = stream ? ((await res.body?.cancel()) ?? '') : await res.text();
            if (res.status >= 500) failures.push(`${res.status} ${request.label}: ${text.slice(0, 200)}`);
            else if (request.bodyIsWrong) {
              if (![400, 413, 415].includes(res.status))
                failures.push(`${res.status} (accepted) ${request.label}`);
              else if (res.status === 400 && !/"fields":\{|"code":"bad_request"/.test(text))
                failures.push(`400 without fields ${request.label}: ${text.slice(0, 200)}`);
            }
            // Junk in a path or query parameter may still name something valid ("0" for a flag): it must not
            // break the server, and the checksums below show it changed nothing.
          }
        }
      }
      expect(failures.slice(0, 40)).toEqual([]);
      expect(sent).toBeGreaterThanOrEqual(10_000 * Math.min(rounds, 1));
      const after = await tableChecksums();
      const changed = Object.keys(after).filter((name) => after[name] !== before[name]);
      expect(changed).toEqual([]);
      expect(({} as Record<string, unknown>).isAdmin).toBeUndefined();
      expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    },
    30 * 60_000,
  );
});
