import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { IdentityType } from '#contract/identity';
import { allPermissionCodes } from '#contract/permissions';
import { sessions } from '#server/db/schema/auth';
import { createSignedInUser, createUser, errorBody, signIn } from '#fixtures/auth-helpers';
import {
  operationsOf,
  sample,
  type OpenApiDocument,
  type Operation,
  servedDocument,
} from '#fixtures/openapi-walk';
import { createTestApp, type TestApp } from '#fixtures/test-app';

/**
 * Who may call what, generated from the served OpenAPI document and each route's declared access
 * (`x-access`), never from the handlers: every route × no token, a garbage token, an expired and a revoked
 * session, a session with no identity chosen, each identity type the route does not admit, and a staff login
 * without the route's permission codes. A new route is covered the day it is mounted. (Issue #18.)
 * Scan-to-pick identities are left out: the portal refuses to sign them in at all (auth-login tests).
 */
interface Rule {
  anyOf?: number[];
  identityTypes?: IdentityType[];
}
type Access = { kind: 'public' } | { kind: 'session' } | ({ kind: 'identity'; or?: Rule[] } & Rule);

/** Whether a type holding every code passes the route's rule or one of its alternatives (`or`). */
const admits = (access: Access & { kind: 'identity' }, type: IdentityType) =>
  [access, ...(access.or ?? [])].some((rule) => !rule.identityTypes || rule.identityTypes.includes(type));

const portalTypes = ['admin', 'employee', 'customer', 'carrier'] as const;
/** An id no row has, so no call here can change a real record. */
const absentId = 2_000_000_000;

let t: TestApp;
let doc: OpenApiDocument;
const tokens = {} as Record<
  'expired' | 'revoked' | 'noIdentity' | 'staffWithoutCodes' | (typeof portalTypes)[number],
  string
>;

beforeAll(async () => {
  t = await createTestApp();
  doc = await servedDocument(t);
  for (const type of portalTypes) {
    const user = await createSignedInUser(t, {
      identities: [
        {
          type,
          permissionCodes: [...allPermissionCodes],
          orderCustomerId: type === 'customer' ? 1 : null,
          carrierId: type === 'carrier' ? 1 : null,
        },
      ],
    });
    tokens[type] = user.token;
  }
  tokens.staffWithoutCodes = (
    await createSignedInUser(t, { identities: [{ type: 'employee', permissionCodes: [] }] })
  ).token;
  // Two identities: Login alone leaves the session without one chosen.
  const twoIdentities = await createUser(t.database.db, {
    identities: [
      { type: 'admin', permissionCodes: [...allPermissionCodes] },
      { type: 'employee', permissionCodes: [...allPermissionCodes] },
    ],
  });
  tokens.noIdentity = (await signIn(t, twoIdentities.login)).token;
  const expired = await createSignedInUser(t, {
    identities: [{ type: 'admin', permissionCodes: [...allPermissionCodes] }],
  });
  await t.database.db
    .update(sessions)
    .set({ expiresAt: sql`now() - interval '1 minute'` })
    .where(eq(sessions.systemUserId, expired.systemUserId));
  tokens.expired = expired.token;
  const revoked = await createSignedInUser(t, {
    identities: [{ type: 'admin', permissionCodes: [...allPermissionCodes] }],
  });
  await t.database.db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(eq(sessions.systemUserId, revoked.systemUserId));
  tokens.revoked = revoked.token;
});
afterAll(async () => {
  await t?.close();
});

const accessOf = (op: Operation) => op.operation['x-access'] as Access;
const pathOf = (op: Operation) => op.template.replace(/\{\w+\}/g, String(absentId));
const requestOf = (op: Operation, token: string | null) => {
  const query = op.parameters
    .filter((p) => p.in === 'query' && p.required)
    .map((p) => `${p.name}=${encodeURIComponent(String(sample(doc, p.schema)))}`)
    .join('&');
  return t.call(op.method, `${pathOf(op)}${query ? `?${query}` : ''}`, {
    token,
    ...(op.body ? { body: sample(doc, op.body) } : {}),
  });
};
const label = (op: Operation, who: string) => `${op.method} ${op.template} as ${who}`;

async function expectRefused(op: Operation, who: string, token: string | null, status: 401 | 403) {
  const res = await requestOf(op, token);
  expect(res.status, label(op, who)).toBe(status);
  const body = await errorBody(res);
  expect(body.code, label(op, who)).toBe(
    status === 403 ? 'forbidden' : token ? 'token_expired' : 'unauthorized',
  );
}

describe('who may call what, from each route’s declared access', () => {
  it('every route declares its access, and the test identities cover every route that admits someone', () => {
    const ops = operationsOf(doc);
    expect(ops.length).toBeGreaterThan(50);
    for (const op of ops) {
      const access = accessOf(op);
      expect(access?.kind, label(op, 'anyone')).toMatch(/^(public|session|identity)$/);
      if (access.kind === 'identity' && access.identityTypes) {
        const admitted = access.identityTypes.filter((type) => type !== 'scanToPick');
        expect(admitted.length, `${label(op, 'anyone')}: no portal identity may call it`).toBeGreaterThan(0);
      }
    }
  });

  it('refuses every non-public route without a token, with a garbage, expired or revoked token', async () => {
    for (const op of operationsOf(doc).filter((o) => accessOf(o).kind !== 'public')) {
      await expectRefused(op, 'no token', null, 401);
      await expectRefused(op, 'a garbage token', 'not-a-real-token-0123456789abcdef', 401);
      await expectRefused(op, 'an expired session', tokens.expired, 401);
      await expectRefused(op, 'a revoked session', tokens.revoked, 401);
    }
  });

  it('refuses identity routes to a session with no identity chosen, to types they do not admit and to staff without the codes', async () => {
    for (const op of operationsOf(doc)) {
      const access = accessOf(op);
      if (access.kind !== 'identity') continue;
      await expectRefused(op, 'a session with no identity', tokens.noIdentity, 403);
      for (const type of portalTypes) {
        if (!admits(access, type)) await expectRefused(op, `a ${type} with every code`, tokens[type], 403);
      }
      const staffAdmitted = !access.identityTypes || access.identityTypes.includes('employee');
      if (access.anyOf?.length && staffAdmitted)
        await expectRefused(op, 'an employee without the codes', tokens.staffWithoutCodes, 403);
    }
  });

  it('lets an admitted identity through the access check on every read', async () => {
    for (const op of operationsOf(doc).filter((o) => o.method === 'GET')) {
      const access = accessOf(op);
      if (access.kind === 'public' || op.template.endsWith('/logout')) continue;
      const type =
        access.kind === 'identity' && access.identityTypes
          ? portalTypes.find((candidate) => access.identityTypes!.includes(candidate))!
          : 'admin';
      const res = await requestOf(op, tokens[type]);
      expect(res.status, label(op, `an admitted ${type}`)).not.toBe(401);
      if (res.status === 403)
        expect((await errorBody(res)).statusText, label(op, `an admitted ${type}`)).not.toBe(
          'You do not have permission to do that.',
        );
    }
  });
});
