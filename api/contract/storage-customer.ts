import { z } from 'zod';

/** Storage customer of spec 2 §3: read-only rows from the storage system, list only. */
export const storageCustomerSchema = z.object({
  amsStorageCustomerId: z.number().int(),
  compName: z.string().nullable(),
  addr1: z.string().nullable(),
  city: z.string().nullable(),
  stateCode: z.string().nullable(),
  zipCode: z.string().nullable(),
  phoneNumber: z.string().nullable(),
});
export type StorageCustomer = z.infer<typeof storageCustomerSchema>;
