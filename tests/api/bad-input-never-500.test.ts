import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { loadPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { createSignedInUser, errorBody } from '#fixtures/auth-helpers';
import { useBeforeAll, useTestApp } from '#fixtures/file-app';
import { carriers } from '#server/db/schema/carriers';
import { loadChangelogs } from '#server/db/schema/changelogs';
import { loads } from '#server/db/schema/loads';
import { httpErrorOfDatabase } from '#server/http/database-errors';
import { withoutValues } from '#server/logging/describe-error';
import { loadCalls, loadWorld } from './loads-helpers';

/**
 * Issue #27: a probe found load saves answering 500 for amounts the numeric(12, 2) columns cannot hold, for
 * a carrierPaidByUserId naming no user, for text with an unpaired surrogate, and path ids such as "+1" read
 * as row 1. Each answers 400 naming the field.
 */
const t = useTestApp();
const s = useBeforeAll(async () => {
  const w = await loadWorld(t);
  const carrierToken = (
    await createSignedInUser(t, {
      identities: [
        {
          type: 'carrier',
          carrierId: w.carrier,
          permissionCodes: [Permission.PortalAccess, Permission.LoadView, Permission.LoadUpdate],
        },
      ],
    })
  ).token;
  return { w, carrierToken, api: loadCalls(t, w.staff.token) };
});

const fieldsOf = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(400);
  return (await errorBody(res)).fields ?? {};
};

const moneyFields = ['revenue', 'carrierRate', 'carrierPaidAmount', 'carrierAccessoryCharge'] as const;

describe('amounts the columns cannot hold', () => {
  it.each(moneyFields)('%s of 10^10 on create is a 400 naming the field', async (field) => {
    const res = await t.call('POST', loadPaths.create, {
      token: s.w.staff.token,
      body: { refLoadStatusId: 1, [field]: 1e10 },
    });
    expect(await fieldsOf(res)).toHaveProperty(field);
  });

  it.each(moneyFields)('%s of 10^10 on update is a 400 naming the field', async (field) => {
    const load = await s.api.create();
    const res = await s.api.put({ ...load, [field]: 1e10 });
    expect(await fieldsOf(res)).toHaveProperty(field);
  });
});

describe('references that name no row', () => {
  it('carrierPaidByUserId of no user is a 400 naming the field, on create and update', async () => {
    const created = await t.call('POST', loadPaths.create, {
      token: s.w.staff.token,
      body: { refLoadStatusId: 1, carrierPaidByUserId: 987_654 },
    });
    expect(await fieldsOf(created)).toHaveProperty('carrierPaidByUserId');
    const load = await s.api.create();
    expect(await fieldsOf(await s.api.put({ ...load, carrierPaidByUserId: 987_654 }))).toHaveProperty(
      'carrierPaidByUserId',
    );
  });
});

describe('text with an unpaired surrogate', () => {
  it.each(['trailerNumber', 'carrierNote'])('%s in a load save is a 400 naming the field', async (field) => {
    const load = await s.api.create();
    expect(await fieldsOf(await s.api.put({ ...load, [field]: 'a\ud800b' }))).toHaveProperty(field);
  });

  it('the carrier note of putCarrierLoadNote is a 400', async () => {
    const load = await s.api.create();
    const res = await t.call('PUT', loadPaths.putCarrierLoadNote, {
      token: s.w.staff.token,
      body: { objectId: load.loadId, updatedNote: '\ud800' },
    });
    expect(await fieldsOf(res)).toHaveProperty('updatedNote');
  });

  it('a stop note sent by a carrier login is a 400', async () => {
    const load = await s.api.create({ carrierId: s.w.carrier });
    const withStops = s.api.ok(await s.api.add(load.loadId, await s.w.order()));
    const stop = (await withStops).loadStops[0]!;
    const res = await t.call('PUT', loadPaths.putCarrierStopNotes, {
      token: s.carrierToken,
      body: { stopNoteUpdates: [{ objectId: stop.loadStopId, updatedNote: 'x\udfffy' }] },
    });
    expect(await fieldsOf(res)).toHaveProperty('stopNoteUpdates.0.updatedNote');
  });

  it('reaches validation when the body carries the escape as raw JSON text', async () => {
    const load = await s.api.create();
    const res = await t.app.request(fillPath(loadPaths.byId, { id: load.loadId }), {
      method: 'PUT',
      headers: { authorization: `Bearer ${s.w.staff.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...load, trailerNumber: 'PLACEHOLDER' }).replace('PLACEHOLDER', '\\ud800'),
    });
    expect(await fieldsOf(res)).toHaveProperty('trailerNumber');
  });
});

describe('path ids', () => {
  const spellings = (n: number) => [
    `+${n}`,
    `0x${n.toString(16)}`,
    `${n}e0`,
    ` ${n}`,
    `${n} `,
    `0${n}`,
    `${n}.0`,
  ];
  it('that only Number() reads as the row are a 400 naming id', async () => {
    const load = await s.api.create();
    for (const raw of spellings(load.loadId)) {
      const res = await t.call('GET', loadPaths.getItemById.replace('{id}', encodeURIComponent(raw)), {
        token: s.w.staff.token,
      });
      expect(res.status, JSON.stringify(raw)).toBe(400);
      expect((await errorBody(res)).fields, raw).toHaveProperty('id');
    }
    await s.api.get(load.loadId);
  });
});

describe("the database's refusals, mapped once for every operation", () => {
  /** What the API would answer for the error a write throws on this engine. */
  const answerTo = async (write: () => Promise<unknown>) => {
    const error = await write().then(
      () => null,
      (e: unknown) => e,
    );
    expect(error, 'the write must fail').not.toBeNull();
    const mapped = httpErrorOfDatabase(error);
    return mapped && { status: mapped.status, ...mapped.body() };
  };

  it('an amount past numeric(12, 2) is a 400', async () => {
    expect(await answerTo(() => t.db.insert(loads).values({ revenue: 1e10 }))).toMatchObject({
      status: 400,
      code: 'bad_request',
      statusText: 'A number is too large for its field.',
    });
  });

  it('a reference to no row is a 400 naming the field the foreign key is on', async () => {
    expect(await answerTo(() => t.db.insert(loads).values({ carrierPaidByUserId: 987_654 }))).toEqual({
      status: 400,
      code: 'validation_failed',
      statusText: 'Some fields are not valid.',
      fields: { carrierPaidByUserId: 'No such record' },
    });
  });

  it('a CHECK on one column is a 400 naming it', async () => {
    expect(await answerTo(() => t.db.insert(loads).values({ miles: -1 }))).toMatchObject({
      status: 400,
      fields: { miles: 'Not an allowed value' },
    });
  });

  it('a delete that rows still refer to is a 409 delete_blocked', async () => {
    const [carrier] = await t.db.insert(carriers).values({ name: 'Held Freight' }).returning();
    await t.db.insert(loads).values({ carrierId: carrier!.carrierId });
    expect(
      await answerTo(() => t.db.delete(carriers).where(eq(carriers.carrierId, carrier!.carrierId))),
    ).toMatchObject({ status: 409, code: 'delete_blocked' });
  });

  it('a lone surrogate in a jsonb column is a 400', async () => {
    const [load] = await t.db.insert(loads).values({}).returning();
    expect(
      await answerTo(() =>
        t.db.execute(
          sql`insert into ${loadChangelogs} (load_id, action_type, bulleted_changes) values (${load!.loadId}, 1, ${'["\\ud800"]'}::jsonb)`,
        ),
      ),
    ).toMatchObject({ status: 400, code: 'bad_request' });
  });

  it('a unique value twice is a 409', async () => {
    await t.db.execute(sql`create temporary table twice (v int unique)`);
    await t.db.execute(sql`insert into twice values (1)`);
    expect(await answerTo(() => t.db.execute(sql`insert into twice values (1)`))).toMatchObject({
      status: 409,
      code: 'conflict',
    });
  });

  it('anything else is left to the 500 path', async () => {
    const error = await t.db.execute(sql`select 1 / 0`).catch((e: unknown) => e);
    expect(httpErrorOfDatabase(error)).toBeNull();
    expect(httpErrorOfDatabase(new Error('boom'))).toBeNull();
  });
});

describe('a 500 that still happens', () => {
  it('answers the request id that the log line and the X-Request-Id header carry', async () => {
    const lines: Record<string, unknown>[] = [];
    const log = t.deps.log;
    const error = log.error;
    log.error = (msg, fields) => void lines.push({ msg, ...fields });
    const load = await s.api.create();
    try {
      // The table is gone for a moment: an error no handler expects.
      await t.database.exec('alter table loads rename to loads_away');
      const res = await t.call('GET', fillPath(loadPaths.getItemById, { id: load.loadId }), {
        token: s.w.staff.token,
      });
      await t.database.exec('alter table loads_away rename to loads');
      expect(res.status).toBe(500);
      const body = (await res.json()) as { requestId?: string };
      expect(body).toEqual({
        statusText: 'Server error',
        code: 'server_error',
        requestId: expect.any(String),
      });
      expect(res.headers.get('x-request-id')).toBe(body.requestId);
      expect(lines).toEqual([expect.objectContaining({ msg: 'unhandled error', requestId: body.requestId })]);
    } finally {
      log.error = error;
    }
  });
});

describe('the log line of a refusal', () => {
  it('keeps which key, not the values the caller sent', () => {
    expect(
      withoutValues('Key (carrier_paid_by_user_id)=(987654) is not present in table "system_users".'),
    ).toBe('Key (carrier_paid_by_user_id)=(…) is not present in table "system_users".');
    expect(withoutValues('Failing row contains (1, secret@example.test, null).')).toBe(
      'Failing row contains (…).',
    );
  });
});
