import { z } from 'zod';
import { ofKind } from './field-kinds';
import { plainString } from './scalars';

/** Storage customer of spec 2 §3: read-only rows from the storage system, list only. */
export const storageCustomerSchema = z.object({
  amsStorageCustomerId: z.number().int(),
  compName: ofKind('name', plainString().nullable()),
  addr1: ofKind('address', plainString().nullable()),
  city: ofKind('address', plainString().nullable()),
  stateCode: plainString().nullable(),
  zipCode: ofKind('address', plainString().nullable()),
  phoneNumber: ofKind('phone', plainString().nullable()),
});
export type StorageCustomer = z.infer<typeof storageCustomerSchema>;
