import { describe, expect, it } from 'vitest';
import { allPermissionCodes } from './permissions';
import { buildReferenceLists, findReferenceList, referenceListsSchema } from './reference-list';

describe('buildReferenceLists', () => {
  it('getEnums gives the shared lists, in the contract shape', () => {
    const lists = buildReferenceLists(false);
    expect(referenceListsSchema.parse(lists)).toEqual(lists);
    expect(lists.map((l) => l.listName)).toEqual([
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
    ]);
    expect(findReferenceList(lists, 'RefCountryState')?.items).toHaveLength(56);
    expect(findReferenceList(lists, 'RefCountry')?.items[0]).toEqual({ label: 'United States', value: 1 });
    expect(findReferenceList(lists, 'RefLoadDesignation')?.items).toHaveLength(16);
    expect(findReferenceList(lists, 'RefOrderStatus')?.items[0]).toEqual({ label: 'On Hold', value: 100 });
    expect(findReferenceList(lists, 'RefPermission')).toBeUndefined();
  });

  it('getEnumsAdmin adds permissions and scan-to-pick roles', () => {
    const lists = buildReferenceLists(true);
    expect(lists).toHaveLength(12);
    const permissions = findReferenceList(lists, 'RefPermission');
    expect(permissions?.items.map((i) => i.value)).toEqual(allPermissionCodes);
    expect(permissions?.items.find((i) => i.value === 430)?.label).toBe('Location Merge');
    expect(findReferenceList(lists, 'RefScanToPickRole')?.items.map((i) => i.label)).toEqual([
      'Admin',
      'Clerk',
      'Picker',
      'QC',
    ]);
  });
});
