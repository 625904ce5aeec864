import { z } from 'zod';
import { plainString } from './scalars';

/** Storage customer of spec 2 §3: read-only rows from the storage system, list only. */
export const storageCustomerSchema = z.object({
  amsStorageCustomerId: z.number().int(),
  compName: plainString().nullable(),
  addr1: plainString().nullable(),
  city: plainString().nullable(),
  stateCode: plainString().nullable(),
  zipCode: plainString().nullable(),
  phoneNumber: plainString().nullable(),
});
export type StorageCustomer = z.infer<typeof storageCustomerSchema>;
