import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '#contract/paths';
import { createApp, type App } from '#server/app';
import { loadConfig } from '#server/config';
import type { Database } from '#server/db/connect';
import { createLogger } from '#server/logging/logger';
import { createMailer } from '#server/mail/create-mailer';
import { createUser } from '#fixtures/auth-helpers';
import { createTestDatabase } from '#fixtures/test-db';

/** Issue #11.2: a reset link must reach the outbox and never the log. */
let database: Database;
let app: App;
const lines: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const config = loadConfig({ NODE_ENV: 'test', TRUST_PROXY: 'true', STATIC_DIR: 'dist/client' });
  // The real logger, writing into memory instead of stdout.
  const log = createLogger('debug', (line) => lines.push(line));
  const mailer = createMailer({ database, log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  app = createApp({ database, config, log, mailer, now: () => new Date() });
});
afterAll(() => database.close());

describe('mail and the server log', () => {
  it('logs that a reset mail went and to whom, never its link or hash', async () => {
    const user = await createUser(database.db, { identities: [{ type: 'employee' }] });
    const res = await app.request(
      `${authPaths.sendPasswordResetLinkByEmail}?email=${encodeURIComponent(user.email!)}`,
      { headers: { 'x-forwarded-for': '198.51.100.30' } },
    );
    expect(res.status).toBe(200);

    const [mail] = await database.rows<{ text_body: string }>(
      sql`select text_body from mail_outbox where to_address = ${user.email} order by mail_id desc limit 1`,
    );
    const link = /https?:\/\/\S+/.exec(mail!.text_body)?.[0];
    const hash = link && decodeURIComponent(new URL(link).pathname.split('/').pop()!);
    expect(hash).toMatch(/^[\w-]{20,}$/);

    const queued = lines
      .map((l) => JSON.parse(l) as Record<string, unknown>)
      .filter((l) => l.msg === 'mail queued');
    expect(queued).toEqual([expect.objectContaining({ to: user.email, subject: 'Reset your password' })]);
    const log = lines.join('\n');
    expect(log).not.toContain(hash);
    expect(log).not.toContain(link);
  });
});
