import { z } from 'zod';
import { plainString } from './scalars';
import type { CodeOption } from './codes';
import { customerStatusOptions } from './customer-status';
import { countries, usStates } from './geography';
import { loadDesignationOptions, loadTypeOptions, trailerTypeOptions } from './load-codes';
import { loadStatusOptions } from './load-status';
import { orderTypeOptions, unitTypeOptions } from './order-codes';
import { orderStatusOptions } from './order-status';
import { allPermissionCodes, permissionLabel } from './permissions';
import { scanToPickRoleOptions } from './reference-codes';

/** Names of the reference lists that Session/getEnums and getEnumsAdmin return. */
export const referenceListNames = [
  'RefCountryState',
  'RefCountry',
  'RefLoadDesignation',
  'RefOrderStatus',
  'RefLoadStatus',
  'RefOrderType',
  'RefUnitType',
  'RefLoadType',
  'RefTrailerType',
  'RefCustomerStatus',
  'RefPermission',
  'RefScanToPickRole',
] as const;
export const referenceListNameSchema = z.enum(referenceListNames);
export type ReferenceListName = z.infer<typeof referenceListNameSchema>;

export const referenceItemSchema = z.object({
  label: plainString(),
  value: z.union([z.number(), plainString()]),
});
export const referenceListSchema = z.object({
  listName: plainString(),
  items: z.array(referenceItemSchema),
});
export const referenceListsSchema = z.array(referenceListSchema);
export type ReferenceItem = z.infer<typeof referenceItemSchema>;
export type ReferenceList = z.infer<typeof referenceListSchema>;

const list = (listName: ReferenceListName, items: readonly CodeOption[]): ReferenceList => ({
  listName,
  items: items.map(({ label, value }) => ({ label, value })),
});

/**
 * The reference lists, built from the code tables so the server never keeps a second copy.
 * getEnums (admin false) gives what every signed-in screen needs. getEnumsAdmin (admin true) adds what
 * only the user-administration screens use: the permission codes with labels (RefPermission, for the
 * role editor) and the scan-to-pick roles (RefScanToPickRole); both describe access, so they stay out of
 * customers' and carriers' hands.
 */
export function buildReferenceLists(admin: boolean): ReferenceList[] {
  const lists = [
    list(
      'RefCountryState',
      usStates.map((s) => ({ label: s.name, value: s.id })),
    ),
    list(
      'RefCountry',
      countries.map((c) => ({ label: c.name, value: c.id })),
    ),
    list('RefLoadDesignation', loadDesignationOptions),
    list('RefOrderStatus', orderStatusOptions),
    list('RefLoadStatus', loadStatusOptions),
    list('RefOrderType', orderTypeOptions),
    list('RefUnitType', unitTypeOptions),
    list('RefLoadType', loadTypeOptions),
    list('RefTrailerType', trailerTypeOptions),
    list('RefCustomerStatus', customerStatusOptions),
  ];
  if (!admin) return lists;
  return [
    ...lists,
    list(
      'RefPermission',
      allPermissionCodes.map((value) => ({ value, label: permissionLabel(value) })),
    ),
    list('RefScanToPickRole', scanToPickRoleOptions),
  ];
}

/** Finds one list by name in a getEnums answer. */
export const findReferenceList = (
  lists: readonly ReferenceList[] | null | undefined,
  name: ReferenceListName,
): ReferenceList | undefined => lists?.find((l) => l.listName === name);
