import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SignInResult } from '#contract/identity';
import { authPaths } from '#contract/paths';
import { carriers } from '#server/db/schema/carriers';
import { orderCustomers } from '#server/db/schema/customers';
import { demoPassword } from '#server/db/seed/demo';
import { useTestApp } from '#fixtures/file-app';

const t = useTestApp();

const login = async (email: string): Promise<SignInResult> => {
  const res = await t.call('POST', authPaths.login, { body: { login: email, password: demoPassword } });
  expect(res.status).toBe(200);
  return (await res.json()) as SignInResult;
};

describe('identities name the company they stand for', () => {
  it('a customer identity carries its customer name', async () => {
    const [identity] = (await login('customer@demo.test')).userIdentities ?? [];
    expect(identity?.customerId).toEqual(expect.any(Number));
    const [customer] = await t.database.db
      .select({ name: orderCustomers.orderCustomerName })
      .from(orderCustomers)
      .where(eq(orderCustomers.orderCustomerId, identity!.customerId!));
    expect(identity?.customerName).toBe(customer?.name);
    expect(identity?.customerName).toBeTruthy();
  });

  it('a carrier identity carries its carrier name', async () => {
    const [identity] = (await login('carrier@demo.test')).userIdentities ?? [];
    const [carrier] = await t.database.db
      .select({ name: carriers.name })
      .from(carriers)
      .where(eq(carriers.carrierId, identity!.carrierId!));
    expect(identity?.carrierName).toBe(carrier?.name);
    expect(identity?.carrierName).toBeTruthy();
  });

  it('staff identities carry neither', async () => {
    const identities = (await login('admin@demo.test')).userIdentities ?? [];
    expect(identities).toHaveLength(2);
    for (const i of identities) expect([i.customerName ?? null, i.carrierName ?? null]).toEqual([null, null]);
  });
});
