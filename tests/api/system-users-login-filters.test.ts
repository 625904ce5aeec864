import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CompareType, FilterOperator } from '#contract/filter-codes';
import { systemUserPaths } from '#contract/paths';
import { useAdmin, useTestApp } from '#fixtures/file-app';

/**
 * Issue #25: the Customer Logins tab's Customer and the Employees tab's Employee Role filter on the server
 * (customerLoginName, employeeRoleName), matching what those columns show.
 */
const t = useTestApp();
const admin = useAdmin(t);

type Row = {
  systemUserId: number;
  systemCustomers?: { orderCustomerName?: string | null }[];
  systemEmployees?: { roleName?: string | null }[];
};

async function usersWhere(property: string, operatorType: number, value: string, group: string) {
  const res = await t.call('POST', systemUserPaths.getItems, {
    token: admin.token,
    body: {
      pageSize: -1,
      fields: { systemRoleGroup: group },
      filters: [[{ property, compareType: CompareType.String, operatorType, value }]],
    },
  });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as Row[]).slice(0, -1);
}

describe('system users: filters on the login columns', () => {
  it('finds customer logins by their customer, and only those', async () => {
    const [seeded] = await t.database.rows<{ name: string }>(
      sql`select oc.order_customer_name as name from user_identities ui join order_customers oc on oc.order_customer_id = ui.order_customer_id where ui.identity_type = 'customer' limit 1`,
    );
    expect(seeded, 'the seed has a customer login').toBeDefined();
    const word = seeded!.name.slice(0, 5);
    const rows = await usersWhere('customerLoginName', FilterOperator.Contain, word, 'customerLogin');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows)
      expect(row.systemCustomers?.[0]?.orderCustomerName?.toLowerCase()).toContain(word.toLowerCase());
    const none = await usersWhere(
      'customerLoginName',
      FilterOperator.Is,
      'No such customer 0xq',
      'customerLogin',
    );
    expect(none).toEqual([]);
  });

  it('finds employees by their role name', async () => {
    const [seeded] = await t.database.rows<{ role: string }>(
      sql`select role_name as role from user_identities where identity_type = 'employee' and role_name is not null limit 1`,
    );
    expect(seeded, 'the seed has an employee with a role').toBeDefined();
    const rows = await usersWhere('employeeRoleName', FilterOperator.Is, seeded!.role, 'employee');
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) expect(row.systemEmployees?.[0]?.roleName).toBe(seeded!.role);
  });
});
