import type { ListQueryInput } from '../contract/list-query';
import { listResponseSchema } from '../contract/pager';
import { storageCustomerPaths } from '../contract/paths';
import { storageCustomerSchema } from '../contract/storage-customer';
import type { HttpClient } from './http-client';

/** The storage-customer list (read-only; the spec shows no other call). */
export const createStorageCustomersApi = (http: HttpClient) => ({
  getItems: (query: ListQueryInput, signal?: AbortSignal) =>
    http.post(storageCustomerPaths.getItems, {
      body: query,
      schema: listResponseSchema(storageCustomerSchema),
      signal,
    }),
});

export type StorageCustomersApi = ReturnType<typeof createStorageCustomersApi>;
