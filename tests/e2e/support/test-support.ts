import { expect, type APIRequestContext } from '@playwright/test';
import { okJson } from './api';

/** The server's /api/test-support calls (mounted only with ENABLE_TEST_SUPPORT, see playwright.config.ts). */

export interface OutboxMessage {
  subject: string;
  textBody: string;
  dateAdded: string;
}

export interface AccessRequestRow {
  systemUserRequestId: number;
  emailAddress: string;
  firstName: string;
  lastname: string;
  companyName: string;
  phone: string | null;
  city: string;
  state: string;
  additionalInfo: string | null;
}

/** Outbox messages to an address, newest first. */
export const readOutbox = async (request: APIRequestContext, to: string) =>
  okJson<OutboxMessage[]>(await request.get('/api/test-support/outbox', { params: { to } }));

/**
 * Waits for a message to `to` whose subject matches and that was added after `since`, and returns it.
 * Mail is written before the call that sends it answers, but polling keeps this independent of that.
 */
export async function waitForMail(
  request: APIRequestContext,
  to: string,
  { subject, since }: { subject: RegExp; since: Date },
): Promise<OutboxMessage> {
  let found: OutboxMessage | undefined;
  await expect
    .poll(
      async () => {
        const messages = await readOutbox(request, to);
        found = messages.find((m) => subject.test(m.subject) && new Date(m.dateAdded) >= since);
        return found !== undefined;
      },
      { message: `a mail to ${to} with subject ${subject}`, timeout: 10_000 },
    )
    .toBe(true);
  return found!;
}

/** The first portal link in a mail's text, as a path the browser can open against baseURL. */
export function linkPath(message: OutboxMessage, pathPrefix: string): string {
  const links = message.textBody.match(/https?:\/\/\S+/g) ?? [];
  const link = links.map((l) => new URL(l)).find((u) => u.pathname.startsWith(pathPrefix));
  expect(link, `a ${pathPrefix} link in:\n${message.textBody}`).toBeDefined();
  return `${link!.pathname}${link!.search}`;
}

export const accessRequestsFor = async (request: APIRequestContext, email: string) =>
  okJson<AccessRequestRow[]>(await request.get('/api/test-support/access-requests', { params: { email } }));

/** Moves every live session of the user into the past; returns how many there were. */
export async function expireSessions(request: APIRequestContext, email: string): Promise<number> {
  const body = await okJson<{ expired: number }>(
    await request.post('/api/test-support/expire-sessions', { data: { email } }),
  );
  return body.expired;
}

/** A fresh copy of a demo account (password, identities, roles) under a new address, returned. */
export async function cloneAccount(
  request: APIRequestContext,
  from: string,
  prefix: string,
): Promise<string> {
  const to = `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@e2e.test`;
  await okJson(await request.post('/api/test-support/clone-user', { data: { from, to } }));
  return to;
}

/** Locations nothing refers to (the seed has none), so a journey can delete them. */
export async function createBareLocations(request: APIRequestContext, names: string[]): Promise<number[]> {
  const res = await request.post('/api/test-support/locations', { data: { names } });
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { ids: number[] }).ids;
}
