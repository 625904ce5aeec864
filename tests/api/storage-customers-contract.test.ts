import { describe, expect, it } from 'vitest';
import { listResponseSchema } from '#contract/pager';
import { storageCustomerPaths } from '#contract/paths';
import { storageCustomerSchema } from '#contract/storage-customer';
import { createSignedInUser } from '#fixtures/auth-helpers';
import { useTestApp } from '#fixtures/file-app';

const t = useTestApp();

describe('storage customers list, as the browser client reads it', () => {
  it('answers items then a pager that the contract schema accepts', async () => {
    const { token } = await createSignedInUser(t, {
      identities: [{ type: 'employee', permissionCodes: [16] }],
    });
    const res = await t.call('POST', storageCustomerPaths.getItems, {
      token,
      body: { pageNumber: 0, pageSize: 10, sortColumns: [{ sortBy: 'compName', isSortAscending: true }] },
    });
    expect(res.status).toBe(200);
    const parsed = listResponseSchema(storageCustomerSchema).safeParse(await res.json());
    expect(parsed.success, JSON.stringify(parsed.error?.issues.slice(0, 3))).toBe(true);
    expect(parsed.data!.length).toBeGreaterThan(1);
  });
});
