import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filePaths, loadPaths, orderCustomerPaths, orderPaths } from '#contract/paths';
import { fillPath } from '#contract/path-template';
import { orderCustomers } from '#server/db/schema/customers';
import { loads } from '#server/db/schema/loads';
import { orders } from '#server/db/schema/orders';
import { createOwners, everyCode, signedInIdentity, type Owners } from '#fixtures/record-owners';
import { createTestApp, type TestApp } from '#fixtures/test-app';

// Issue #27: who added and last changed a record is named to staff only; an outsider (customer or carrier
// login) sees no one there but itself, in list rows as on the record (decision 067).
type Item = Record<string, unknown>;
type User = { systemUserId: number; token: string };
let t: TestApp;
let dataDir: string;
let owners: Owners;
let staff: User;
let employee: User;
let customer: User;
let carrier: User;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'audit-users-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  owners = await createOwners(t);
  staff = await signedInIdentity(t, 'admin', everyCode, owners, 'Ada');
  employee = await signedInIdentity(t, 'employee', everyCode, owners, 'Emma');
  customer = await signedInIdentity(t, 'customer', everyCode, owners, 'Cora');
  carrier = await signedInIdentity(t, 'carrier', everyCode, owners, 'Carl');
  const by = { addedByUserId: staff.systemUserId, modifiedByUserId: staff.systemUserId };
  const db = t.database.db;
  await db.update(loads).set(by).where(eq(loads.loadId, owners.a.loadId));
  await db.update(orders).set(by).where(eq(orders.orderId, owners.a.orderId));
  await db.update(orderCustomers).set(by).where(eq(orderCustomers.orderCustomerId, owners.a.customerId));
});
afterAll(async () => {
  await t.close();
  await rm(dataDir, { recursive: true, force: true });
});

const auditFields = [
  'addedByUserId',
  'addedByUser',
  'addedByUserName',
  'createdByUser',
  'createdByUserName',
  'modifiedByUserId',
  'modifiedByUser',
  'modifiedByUserName',
];
/** The staff member's id wherever an audit field holds one. */
const namesStaff = (item: Item) =>
  auditFields.some((field) => {
    const value = item[field];
    return (
      value === staff.systemUserId ||
      (value as { systemUserId?: number } | null)?.systemUserId === staff.systemUserId
    );
  });

async function row(path: string, who: User, idKey: string, id: number): Promise<Item> {
  const res = await t.call('POST', path, { token: who.token, body: { pageSize: -1 } });
  expect(res.status, await res.clone().text()).toBe(200);
  const found = ((await res.json()) as Item[]).find((item) => item[idKey] === id);
  expect(found, `${idKey} ${id} in the list`).toBeDefined();
  return found!;
}
async function read(path: string, who: User): Promise<Item> {
  const res = await t.call('GET', path, { token: who.token });
  expect(res.status, await res.clone().text()).toBe(200);
  return (await res.json()) as Item;
}

describe('load list rows', () => {
  const loadRow = (who: User) => row(loadPaths.getItems, who, 'loadId', owners.a.loadId);

  it('name no staff user to a customer or a carrier login; staff see who made and changed the load', async () => {
    for (const outsider of [customer, carrier]) {
      const item = await loadRow(outsider);
      expect(namesStaff(item)).toBe(false);
      expect(item).not.toHaveProperty('modifiedByUser');
      expect(item).not.toHaveProperty('createdByUser');
    }
    for (const inside of [staff, employee]) {
      expect(await loadRow(inside)).toMatchObject({
        createdByUser: { systemUserId: staff.systemUserId, name: 'Ada Tester' },
        modifiedByUser: { systemUserId: staff.systemUserId, name: 'Ada Tester' },
      });
    }
  });

  it('name a carrier login itself when it made the last change, as its load page does', async () => {
    await t.database.db
      .update(loads)
      .set({ modifiedByUserId: carrier.systemUserId })
      .where(eq(loads.loadId, owners.a.loadId));
    try {
      const item = await loadRow(carrier);
      expect(item.modifiedByUser).toMatchObject({ systemUserId: carrier.systemUserId });
      expect(item).not.toHaveProperty('createdByUser');
      const detail = await read(fillPath(loadPaths.getItemById, { id: owners.a.loadId }), carrier);
      expect(detail.modifiedByUser).toMatchObject({ systemUserId: carrier.systemUserId });
      expect(detail).not.toHaveProperty('createdByUser');
      expect(namesStaff(await loadRow(customer))).toBe(false);
    } finally {
      await t.database.db
        .update(loads)
        .set({ modifiedByUserId: staff.systemUserId })
        .where(eq(loads.loadId, owners.a.loadId));
    }
  });
});

describe('orders', () => {
  it('name no staff user to a customer or a carrier login, in list rows or on the order; staff see them', async () => {
    for (const outsider of [customer, carrier]) {
      expect(namesStaff(await row(orderPaths.getItems, outsider, 'orderId', owners.a.orderId))).toBe(false);
      const detail = await read(fillPath(orderPaths.getItemById, { id: owners.a.orderId }), outsider);
      expect(detail.orderId).toBe(owners.a.orderId);
      expect(namesStaff(detail)).toBe(false);
      expect(detail).not.toHaveProperty('modifiedByUser');
      expect(detail).not.toHaveProperty('addedByUser');
    }
    expect(await row(orderPaths.getItems, employee, 'orderId', owners.a.orderId)).toMatchObject({
      addedByUserId: staff.systemUserId,
      modifiedByUserId: staff.systemUserId,
    });
    expect(await read(fillPath(orderPaths.getItemById, { id: owners.a.orderId }), employee)).toMatchObject({
      addedByUser: { systemUserId: staff.systemUserId },
      modifiedByUser: { systemUserId: staff.systemUserId },
    });
  });
});

describe('a customer record', () => {
  it('names no staff user to its own customer login; staff see them in the list and on the record', async () => {
    const own = await read(fillPath(orderCustomerPaths.getItemById, { id: owners.a.customerId }), customer);
    expect(own.orderCustomerId).toBe(owners.a.customerId);
    expect(namesStaff(own)).toBe(false);
    expect(own).not.toHaveProperty('modifiedByUser');
    const path = fillPath(orderCustomerPaths.getItemById, { id: owners.a.customerId });
    expect(await read(path, employee)).toMatchObject({
      addedByUserId: staff.systemUserId,
      modifiedByUser: { systemUserId: staff.systemUserId },
    });
    expect(
      await row(orderCustomerPaths.getItems, employee, 'orderCustomerId', owners.a.customerId),
    ).toMatchObject({ modifiedByUserId: staff.systemUserId });
  });
});

describe('files', () => {
  const path = () => filePaths.order.list.replace('{ownerId}', String(owners.a.orderId));
  async function upload(who: User, name: string) {
    const form = new FormData();
    form.append('nameOfFile', name);
    form.append('formFile', new Blob([new TextEncoder().encode('a note\n')]), name);
    const res = await t.app.request(path(), {
      method: 'POST',
      body: form,
      headers: { authorization: `Bearer ${who.token}` },
    });
    expect(res.status, await res.clone().text()).toBe(200);
    return (await res.json()) as Item;
  }

  it('tell a customer login who added a file only when it was itself; staff see every uploader', async () => {
    const staffFile = await upload(staff, 'from-staff.txt');
    const ownFile = await upload(customer, 'from-customer.txt');
    const asCustomer = (await read(path(), customer)) as unknown as Item[];
    const seen = (file: Item) => asCustomer.find((f) => f.fileId === file.fileId)!;
    expect(seen(staffFile)).not.toHaveProperty('addedByUserName');
    expect(namesStaff(seen(staffFile))).toBe(false);
    expect(seen(ownFile)).toMatchObject({
      addedByUserId: customer.systemUserId,
      addedByUserName: 'Cora Tester',
    });
    const asStaff = (await read(path(), employee)) as unknown as Item[];
    expect(asStaff.find((f) => f.fileId === staffFile.fileId)).toMatchObject({
      addedByUserName: 'Ada Tester',
    });
  });
});
