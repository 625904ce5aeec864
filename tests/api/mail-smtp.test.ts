import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authPaths } from '#contract/paths';
import { mailOutbox } from '#server/db/schema/auth';
import { createUser, testPassword, type CreatedUser } from '#fixtures/auth-helpers';
import { startSmtpServer } from '#fixtures/smtp-server';
import { createTestApp, type TestApp } from '#fixtures/test-app';

/** Quoted-printable soft line breaks and escapes, so the link can be read from the raw message. */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let t: TestApp;
let user: CreatedUser;

beforeAll(async () => {
  smtp = await startSmtpServer();
  // No TLS on a local test server: nodemailer only upgrades when STARTTLS is offered, and it is not.
  t = await createTestApp({
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_FROM: 'Portal <no-reply@portal.test>',
    PUBLIC_URL: 'https://portal.example.test',
  });
  user = await createUser(t.database.db, { firstName: 'Sam', identities: [{ type: 'employee' }] });
});
afterAll(async () => {
  await t?.close();
  await smtp?.close();
});

describe('mail over SMTP', () => {
  it('delivers the reset link through a real SMTP server, marks the outbox row sent, and the link works', async () => {
    const res = await t.call(
      'GET',
      `${authPaths.sendPasswordResetLinkByEmail}?email=${encodeURIComponent(user.email!)}`,
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toBe(true);

    expect(smtp.received).toHaveLength(1);
    const message = smtp.received[0]!;
    expect(message.to).toEqual([user.email]);
    expect(message.from).toBe('no-reply@portal.test');
    const body = decodeQuotedPrintable(message.raw);
    expect(body).toMatch(/^Subject: Reset your password\r?$/m);
    const match = /https:\/\/portal\.example\.test\/login\/reset-password\/([A-Za-z0-9_-]+)/.exec(body);
    expect(match).not.toBeNull();
    const secret = match![1]!;

    const [row] = await t.database.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.toAddress, user.email!))
      .orderBy(desc(mailOutbox.mailId))
      .limit(1);
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(row?.lastError).toBeNull();
    expect(row?.textBody).toContain(secret);

    const update = await t.call('POST', authPaths.updatePassword, {
      body: { hash: secret, password: 'Smtp#Works1', resetMode: 'reset' },
    });
    expect(await update.json()).toBe(true);
    const login = (password: string) =>
      t.call('POST', authPaths.login, { body: { login: user.login, password } });
    expect((await login('Smtp#Works1')).status).toBe(200);
    expect((await login(testPassword)).status).toBe(401);
  });

  it('sends nothing for an address without an account', async () => {
    const before = smtp.received.length;
    const res = await t.call('GET', `${authPaths.sendPasswordResetLinkByEmail}?email=nobody@auth.test`);
    expect(await res.json()).toBe(true);
    expect(smtp.received).toHaveLength(before);
  });
});
