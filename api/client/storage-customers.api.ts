import { storageCustomerPaths } from '#contract/paths';
import { storageCustomerSchema } from '#contract/storage-customer';
import type { HttpClient } from './http-client';
import { listCall } from './list-calls';

/** The storage-customer list (read-only; the spec shows no other call). */
export const createStorageCustomersApi = (http: HttpClient) => ({
  getItems: listCall(http, storageCustomerPaths.getItems, storageCustomerSchema),
});

export type StorageCustomersApi = ReturnType<typeof createStorageCustomersApi>;
