import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  accessRequestMessages,
  accessRequestSchema,
  type AccessRequest,
  type AccessRequestCreateInput,
} from '#contract/access-request';
import { accessRequestPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { mailOutbox, systemUserRequests } from '#server/db/schema/auth';
import { accessRequestThrottle, tooManyAccessRequests } from '#server/routes/access-requests/request.routes';
import {
  addressSequence,
  createSignedInUser,
  createUser,
  errorBody,
  signIn,
  signInAs,
  uniqueEmail,
  type IdentitySpec,
} from '#fixtures/auth-helpers';
import { useTestApp } from '#fixtures/file-app';

const t = useTestApp({ PUBLIC_URL: 'https://portal.example.test' });
const { db } = t;

/** Each request from its own client address, so the per-address throttle stays out of the way. */
const freshAddress = addressSequence('198.51.100');

const form = (over: Partial<AccessRequestCreateInput> = {}): AccessRequestCreateInput => ({
  firstName: 'Rosa',
  lastname: 'Diaz',
  companyName: 'Diaz Produce',
  emailAddress: uniqueEmail('request'),
  phone: '+1 (555) 010-2030',
  city: 'Fresno',
  state: 'CA',
  additionalInfo: 'We ship 20 pallets a week.',
  ...over,
});
const submit = (body: unknown, address = freshAddress(), token?: string) =>
  t.call('POST', accessRequestPaths.base, {
    body,
    headers: { 'x-forwarded-for': address },
    token: token ?? null,
  });
const getCount = (token?: string | null) =>
  t.call('GET', accessRequestPaths.getCount, { token: token ?? null });
const requestCount = () => db.$count(systemUserRequests);
const requestsFor = (email: string) =>
  db
    .select()
    .from(systemUserRequests)
    .where(eq(sql`lower(${systemUserRequests.emailAddress})`, email.toLowerCase()));
const mailsTo = (address: string) => db.$count(mailOutbox, eq(mailOutbox.toAddress, address));

/** Staff who review requests, and people who must not be asked to. */
let reviewers: { employee: string; viaRole: string; admin: string };
let bystanders: string[];
beforeAll(async () => {
  const make = async (identities: IdentitySpec[], extra: Parameters<typeof createUser>[1] = {}) =>
    (await createUser(db, { identities, ...extra })).email!;
  reviewers = {
    employee: await make([
      { type: 'employee', permissionCodes: [Permission.UserAdd, Permission.AdminPortalAccess] },
    ]),
    viaRole: await make([{ type: 'employee' }], {
      roles: [{ permissionCodes: [Permission.UserAdd, Permission.AdminPortalAccess] }],
    }),
    admin: await make([
      {
        type: 'admin',
        permissionCodes: [Permission.UserAdd, Permission.UserView, Permission.AdminPortalAccess],
      },
    ]),
  };
  bystanders = [
    await make([{ type: 'employee', permissionCodes: [Permission.UserView, Permission.AdminPortalAccess] }]),
    // UserAdd without the administration area's entry (decision 071): cannot open the Requests tab.
    await make([{ type: 'employee', permissionCodes: [Permission.UserAdd] }]),
    await make([
      {
        type: 'employee',
        permissionCodes: [Permission.UserAdd, Permission.AdminPortalAccess],
        portalAccess: false,
      },
    ]),
    await make([{ type: 'customer', permissionCodes: [Permission.UserAdd] }]),
    await make([{ type: 'carrier' }], { roles: [{ permissionCodes: [Permission.UserAdd] }] }),
    await make([{ type: 'employee', permissionCodes: [Permission.UserAdd] }], { isActive: false }),
    await make([{ type: 'employee', permissionCodes: [Permission.UserAdd] }], { isDeleted: true }),
    await make([{ type: 'employee', permissionCodes: [Permission.UserAdd], isActive: false }]),
  ];
});

describe('POST System/SystemUserRequests', () => {
  it('files the request and answers it as the contract shapes it', async () => {
    const before = await requestCount();
    const input = form({ state: ' ca ', phone: '' });
    const res = await submit(input);
    expect(res.status, await res.clone().text()).toBe(200);
    const created = accessRequestSchema.parse(await res.json());
    expect(created).toMatchObject({
      emailAddress: input.emailAddress,
      firstName: 'Rosa',
      lastname: 'Diaz',
      companyName: 'Diaz Produce',
      phone: null,
      city: 'Fresno',
      state: 'CA',
      additionalInfo: 'We ship 20 pallets a week.',
    });
    expect(created.systemUserRequestId).toBeGreaterThan(0);
    expect(created.dateAdded).toBe(created.dateModified);
    expect(await requestCount()).toBe(before + 1);
    const [stored] = await requestsFor(input.emailAddress);
    expect(stored).toMatchObject({
      systemUserRequestId: created.systemUserRequestId,
      state: 'CA',
      phone: null,
    });
  });

  it('needs no session, and a stale token does not stop it', async () => {
    expect((await submit(form(), freshAddress(), 'z'.repeat(43))).status).toBe(200);
  });

  it('mails every active staff user holding UserAdd, and nobody else', async () => {
    const outboxBefore = await db.$count(mailOutbox);
    const bystanderMails = await Promise.all(bystanders.map(mailsTo));
    const input = form({ firstName: 'Mia', lastname: 'Wong', companyName: 'Wong Freight' });
    expect((await submit(input)).status).toBe(200);

    for (const to of Object.values(reviewers)) {
      const mail = await t.lastMailTo(to);
      expect(mail?.subject).toBe('New access request');
      expect(mail?.textBody).toContain('Name: Mia Wong');
      expect(mail?.textBody).toContain('Company: Wong Freight');
      expect(mail?.textBody).toContain(`Email: ${input.emailAddress}`);
      expect(mail?.textBody).toContain('https://portal.example.test/users/admin/requests');
    }
    expect(await Promise.all(bystanders.map(mailsTo))).toEqual(bystanderMails);
    // Nothing to the requester, nothing to anyone else this file made.
    expect(await mailsTo(input.emailAddress)).toBe(0);
    expect(await db.$count(mailOutbox)).toBeGreaterThanOrEqual(outboxBefore + 3);
  });

  it('updates the open request of the same address (any case) instead of filing a second', async () => {
    const input = form();
    const first = (await (await submit(input)).json()) as AccessRequest;
    t.advance(1000);
    const again = await submit(
      form({ emailAddress: input.emailAddress.toUpperCase(), companyName: 'Diaz Produce LLC', phone: null }),
    );
    expect(again.status).toBe(200);
    const updated = accessRequestSchema.parse(await again.json());
    expect(updated.systemUserRequestId).toBe(first.systemUserRequestId);
    expect(updated).toMatchObject({
      companyName: 'Diaz Produce LLC',
      phone: null,
      dateAdded: first.dateAdded,
    });
    expect(Date.parse(updated.dateModified)).toBeGreaterThan(Date.parse(first.dateModified));
    expect(await requestsFor(input.emailAddress)).toHaveLength(1);
    expect((await t.lastMailTo(reviewers.employee))?.subject).toBe('Access request updated');
  });

  it('files nothing for the address of an active account, answers alike, and tells only the owner', async () => {
    const owner = await createUser(db, { identities: [{ type: 'customer' }] });
    const before = await requestCount();
    const reviewerMails = await mailsTo(reviewers.employee);
    const res = await submit(form({ emailAddress: owner.email!.toUpperCase() }));
    expect(res.status).toBe(200);
    const answer = accessRequestSchema.parse(await res.json());
    expect(answer.systemUserRequestId).toBeGreaterThan(0);
    expect(answer.dateAdded).toBe(answer.dateModified);
    expect(Object.keys(answer).sort()).toEqual(Object.keys(accessRequestSchema.shape).sort());
    expect(await requestCount()).toBe(before);
    expect(await mailsTo(reviewers.employee)).toBe(reviewerMails);
    const notice = await t.lastMailTo(owner.email!.toUpperCase());
    expect(notice?.subject).toBe('Your access request');
    expect(notice?.textBody).toContain('https://portal.example.test/login/forgot-password?email=');

    // A fresh request that follows draws the next id: the suppressed answer looked like a real one.
    const next = (await (await submit(form())).json()) as AccessRequest;
    expect(next.systemUserRequestId).toBeGreaterThan(answer.systemUserRequestId);
  });

  it('files a request for the address of an inactive or deleted account', async () => {
    for (const spec of [{ isActive: false }, { isDeleted: true }]) {
      const former = await createUser(db, { identities: [{ type: 'customer' }], ...spec });
      expect((await submit(form({ emailAddress: former.email! }))).status).toBe(200);
      expect(await requestsFor(former.email!)).toHaveLength(1);
    }
  });

  it('accepts and ignores the keys the server sets and the client-only fields', async () => {
    const input = form();
    const res = await submit({
      ...input,
      systemUserRequestId: 0,
      dateAdded: '1970-01-01T00:00:00.000Z',
      dateModified: '1970-01-01T00:00:00.000Z',
      selected: false,
      editing: true,
    });
    expect(res.status).toBe(200);
    const created = (await res.json()) as AccessRequest;
    expect(created.systemUserRequestId).toBeGreaterThan(0);
    expect(created.dateAdded).not.toBe('1970-01-01T00:00:00.000Z');
  });

  describe('bad input: 400 with fields, nothing filed, nobody mailed', () => {
    const M = accessRequestMessages;
    const without = (key: keyof AccessRequestCreateInput) => {
      const { [key]: _gone, ...rest } = form();
      return rest;
    };
    const cases: [string, unknown, string, string?][] = [
      ['a missing first name', without('firstName'), 'firstName', M.firstName],
      ['a blank first name', form({ firstName: '   ' }), 'firstName', M.firstName],
      ['a missing last name', without('lastname'), 'lastname', M.lastname],
      ['a missing company', without('companyName'), 'companyName', M.companyName],
      ['a missing e-mail', without('emailAddress'), 'emailAddress', M.emailAddress],
      ['an invalid e-mail', form({ emailAddress: 'rosa@' }), 'emailAddress', M.emailAddress],
      ['a missing city', without('city'), 'city', M.city],
      ['a missing state', without('state'), 'state', M.state],
      ['a state that is not one of the 50', form({ state: 'ZZ' }), 'state', M.state],
      ['a number for a name', { ...form(), firstName: 42 }, 'firstName'],
      ['an array for the city', { ...form(), city: ['Fresno'] }, 'city'],
      [
        'additional information over 400',
        form({ additionalInfo: 'x'.repeat(401) }),
        'additionalInfo',
        M.additionalInfo,
      ],
      ['an oversized company name', form({ companyName: 'c'.repeat(201) }), 'companyName'],
      ['a phone that is not a phone', form({ phone: 'call me maybe' }), 'phone'],
      ['an unknown field', { ...form(), isActive: true }, 'isActive', 'Unknown field'],
    ];
    it.each(cases)('%s', async (_label, body, field, message) => {
      const before = await requestCount();
      const mails = await db.$count(mailOutbox);
      const res = await submit(body);
      expect(res.status).toBe(400);
      const error = await errorBody(res);
      expect(error.code).toBe('validation_failed');
      expect(error.fields).toHaveProperty(field);
      if (message) expect(error.fields?.[field]).toBe(message);
      expect(await requestCount()).toBe(before);
      expect(await db.$count(mailOutbox)).toBe(mails);
    });

    it('a body that is not JSON, or not an object', async () => {
      const before = await requestCount();
      const malformed = await t.call('POST', accessRequestPaths.base, {
        rawBody: '{"firstName": "Rosa",',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': freshAddress() },
      });
      expect(malformed.status).toBe(400);
      expect((await errorBody(malformed)).code).toBe('bad_request');
      for (const body of [[], 'Rosa', null, 7]) expect((await submit(body)).status).toBe(400);
      expect(await requestCount()).toBe(before);
    });
  });

  it(`allows ${accessRequestThrottle.max} requests per client address per hour, then 429 with Retry-After`, async () => {
    const address = freshAddress();
    for (let i = 0; i < accessRequestThrottle.max; i++)
      expect((await submit(form(), address)).status).toBe(200);
    // Invalid bodies never reached the count; the next valid one is the sixth.
    const before = await requestCount();
    const blocked = await submit(form(), address);
    expect(blocked.status).toBe(429);
    expect(await errorBody(blocked)).toEqual({ statusText: tooManyAccessRequests, code: 'throttled' });
    const retryAfter = Number(blocked.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await requestCount()).toBe(before);
    // Also for an address that has an account: the 429 tells nothing.
    const owner = await createUser(db, { identities: [{ type: 'customer' }] });
    expect((await submit(form({ emailAddress: owner.email! }), address)).status).toBe(429);
    // Another client is not held up.
    expect((await submit(form(), freshAddress())).status).toBe(200);
    // An hour later the address may ask again.
    t.advance(retryAfter * 1000);
    expect((await submit(form(), address)).status).toBe(200);
  });
});

describe('GET System/SystemUserRequests/getCount', () => {
  const staff = async (identity: IdentitySpec) =>
    (await createSignedInUser(t, { identities: [identity] })).token;

  it('answers staff holding UserView or UserAdd with the open requests as a bare integer', async () => {
    for (const codes of [
      [Permission.UserView, Permission.AdminPortalAccess],
      [Permission.UserAdd, Permission.AdminPortalAccess],
    ]) {
      for (const type of ['admin', 'employee'] as const) {
        const res = await getCount(await staff({ type, permissionCodes: codes }));
        expect(res.status).toBe(200);
        expect(await res.text()).toBe(String(await requestCount()));
      }
    }
  });

  it('follows new requests, and not updates of open ones', async () => {
    const token = await staff({
      type: 'employee',
      permissionCodes: [Permission.UserView, Permission.AdminPortalAccess],
    });
    const count = async () => (await (await getCount(token)).json()) as number;
    const start = await count();
    const input = form();
    await submit(input);
    expect(await count()).toBe(start + 1);
    await submit({ ...input, city: 'Visalia' });
    expect(await count()).toBe(start + 1);
    await db.delete(systemUserRequests);
    expect(await count()).toBe(0);
  });

  it('counts UserView granted through a role', async () => {
    const user = await createUser(db, {
      identities: [{ type: 'employee' }],
      roles: [{ permissionCodes: [Permission.UserView, Permission.AdminPortalAccess] }],
    });
    expect((await getCount((await signInAs(t, user)).token)).status).toBe(200);
    expect((await getCount((await signInAs(t, user, 'employee', false)).token)).status).toBe(403);
  });

  it.each<[string, IdentitySpec]>([
    [
      'a customer with UserView',
      { type: 'customer', permissionCodes: [Permission.UserView, Permission.UserAdd] },
    ],
    ['a carrier with UserView', { type: 'carrier', permissionCodes: [Permission.UserView] }],
    [
      'an employee without UserView or UserAdd',
      { type: 'employee', permissionCodes: [Permission.UserUpdate] },
    ],
    [
      'an admin with only AdminPortalAccess',
      { type: 'admin', permissionCodes: [Permission.AdminPortalAccess] },
    ],
    [
      'an employee with UserView but not AdminPortalAccess',
      { type: 'employee', permissionCodes: [Permission.UserView, Permission.UserAdd] },
    ],
  ])('refuses %s (403)', async (_label, identity) => {
    const res = await getCount(await staff(identity));
    expect(res.status).toBe(403);
    expect((await errorBody(res)).code).toBe('forbidden');
  });

  it('refuses no session (401) and a session without an identity (403)', async () => {
    expect((await getCount()).status).toBe(401);
    const user = await createUser(db, {
      identities: [{ type: 'admin', permissionCodes: [Permission.UserView] }],
    });
    expect((await getCount((await signIn(t, user.login)).token)).status).toBe(403);
  });
});
