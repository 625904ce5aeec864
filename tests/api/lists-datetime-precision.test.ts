import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { CompareType, FilterOperator } from '#contract/filter-codes';
import { allPermissionCodes } from '#contract/permissions';
import { systemUserPaths } from '#contract/paths';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { createTestApp, type TestApp } from '#fixtures/test-app';

// The API shows an instant to the millisecond; the database keeps microseconds (a row stamped by now()).
// A date-time filter must find the row whose value the API showed.
let t: TestApp;
let token: string;
let userId: number;
const stored = '2026-01-02T03:04:05.678901Z';
const shown = '2026-01-02T03:04:05.678Z';

beforeAll(async () => {
  t = await createTestApp();
  const user = await createSignedInUser(t, {
    identities: [{ type: 'admin', permissionCodes: [...allPermissionCodes] }],
  });
  ({ token } = user);
  userId = user.systemUserId;
  await t.database.db.execute(
    sql`update system_users set date_modified = ${stored}::timestamptz where system_user_id = ${userId}`,
  );
});
afterAll(() => t.close());

const idsFor = async (operatorType: number, value: string | [string, string]) => {
  const res = await t.call('POST', systemUserPaths.getItems, {
    token,
    body: {
      filters: [[{ property: 'dateModified', compareType: CompareType.DateTime, operatorType, value }]],
      pageSize: 100,
      pageNumber: 0,
    },
  });
  expect(res.status).toBe(200);
  const answer = (await res.json()) as { systemUserId?: number }[];
  return answer.slice(0, -1).map((row) => row.systemUserId);
};

it('a user row shows its modified time to the millisecond', async () => {
  const res = await t.call('POST', systemUserPaths.getItems, {
    token,
    body: { filters: [], pageSize: 100, pageNumber: 0 },
  });
  const rows = (await res.json()) as { systemUserId?: number; dateModified?: string }[];
  expect(rows.find((r) => r.systemUserId === userId)?.dateModified).toBe(shown);
});

it.each([
  ['Is', FilterOperator.Is, true],
  ['IsNot', FilterOperator.IsNot, false],
  ['After', FilterOperator.After, false],
  ['OnOrBefore', FilterOperator.OnOrBefore, true],
  ['OnOrAfter', FilterOperator.OnOrAfter, true],
  ['Before', FilterOperator.Before, false],
])('%s the shown instant treats it as the whole millisecond', async (_name, operator, found) => {
  expect((await idsFor(operator, shown)).includes(userId)).toBe(found);
});

it('Between ending at the shown instant includes it', async () => {
  expect(await idsFor(FilterOperator.Between, ['2026-01-01T00:00:00.000Z', shown])).toContain(userId);
});
