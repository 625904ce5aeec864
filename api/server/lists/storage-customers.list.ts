import { inArray, notInArray } from 'drizzle-orm';
import type { StorageCustomer } from '#contract/storage-customer';
import { storageCustomers } from '../db/schema/storage-customers';
import { defineList, idProp, textProp } from './list-definition';

const s = storageCustomers;

/** Storage customers (spec 2 §2): read-only rows of the storage system. */
export const storageCustomersList = defineList<StorageCustomer>({
  noun: 'storage customers',
  table: storageCustomers,
  id: s.amsStorageCustomerId,
  idProperty: 'amsStorageCustomerId',
  properties: {
    amsStorageCustomerId: idProp(s.amsStorageCustomerId),
    compName: textProp(s.compName),
    addr1: textProp(s.addr1),
    city: textProp(s.city),
    stateCode: textProp(s.stateCode),
    zipCode: textProp(s.zipCode),
    phoneNumber: textProp(s.phoneNumber),
  },
  search: ['compName', 'addr1', 'city', 'zipCode', 'phoneNumber'],
  searchById: true,
  letter: 'compName',
  defaultSort: [{ sortBy: 'compName', isSortAscending: true }],
  fields: (f) => [f.exceptionIds?.length ? notInArray(s.amsStorageCustomerId, f.exceptionIds) : undefined],
  load: (ids, ctx) => ctx.db.select().from(s).where(inArray(s.amsStorageCustomerId, ids)),
  idOf: (item) => item.amsStorageCustomerId,
});
