import { describe, expect, it } from 'vitest';
import { FilterOperator } from '#contract/filter-codes';
import { checkFilter, isProblem } from '#server/lists/filter-rules';
import type { ListDefinition as ServerList } from '#server/lists/list-definition';
import { accessRequestsList } from '#server/lists/access-requests.list';
import { carriersList as carriersServer } from '#server/lists/carriers.list';
import { loadsList as loadsServer } from '#server/lists/loads.list';
import { locationsList as locationsServer } from '#server/lists/locations.list';
import { orderCustomersList as customersServer } from '#server/lists/order-customers.list';
import { ordersList as ordersServer } from '#server/lists/orders.list';
import { storageCustomersList as storageServer } from '#server/lists/storage-customers.list';
import { systemRolesList } from '#server/lists/system-roles.list';
import { systemUsersList } from '#server/lists/system-users.list';
import {
  buildColumnFilter,
  filterPropertyOf,
  numberOperators,
  type FilterDraft,
} from '#machines/list-query/column-filters';
import type { ListAccess } from '../../src/shared/business-lists/list-access';
import type { ListColumn } from '../../src/shared/lists/list-definition';
import { loadsList } from '../../src/features/loads/list/loads-list';
import { ordersListFor } from '../../src/features/orders/list/orders-list';
import { carriersList } from '../../src/features/parties/carriers/carriers-list';
import { orderCustomersList } from '../../src/features/parties/customers/order-customers-list';
import { locationsList } from '../../src/features/parties/locations/locations-list';
import { relatedLoadsList, relatedOrdersList } from '../../src/features/parties/shared/related-lists';
import { storageCustomersList } from '../../src/features/parties/storage-customers/storage-customers-list';
import { requestsList } from '../../src/features/system-users/lists/requests-list';
import { rolesList } from '../../src/features/system-users/lists/roles-list';
import { systemUsersLists } from '../../src/features/system-users/lists/system-users-lists';

const staff: ListAccess = {
  identityType: 'admin',
  isStaff: true,
  isCustomer: false,
  may: () => true,
  mayDelete: () => true,
};

/** Every draft a column's control can send, one per operator or preset shape. */
function drafts(column: ListColumn<unknown>): FilterDraft[] {
  const spec = column.filter!;
  switch (spec.kind) {
    case 'number':
      return (spec.operators ?? numberOperators).map((operator) => ({
        kind: 'number',
        operator,
        text: '12',
      }));
    case 'text':
      return [FilterOperator.Contain, FilterOperator.Is, FilterOperator.EndsWith].map((operator) => ({
        kind: 'text',
        operator,
        text: 'ab',
      }));
    case 'date':
      return [
        { kind: 'date', preset: 'today', start: null, end: null },
        { kind: 'date', preset: 'dateRange', start: '2026-01-01', end: '2026-01-31' },
      ];
    case 'enum':
      return (spec.options ?? []).map((o) => ({ kind: 'enum', values: [String(o.value)] }));
  }
}

type Pair = [name: string, columns: readonly ListColumn<unknown>[], server: ServerList<unknown>];
const pair = (name: string, columns: readonly unknown[], server: unknown): Pair => [
  name,
  columns as readonly ListColumn<unknown>[],
  server as ServerList<unknown>,
];

const pairs: Pair[] = [
  pair(
    'orders',
    ordersListFor({ staff: true, canDelete: true, canViewNotes: true } as never).columns,
    ordersServer,
  ),
  pair('loads', loadsList(staff).columns, loadsServer),
  pair('carriers', carriersList(staff).columns, carriersServer),
  pair('locations', locationsList(staff).columns, locationsServer),
  pair('customers', orderCustomersList(staff).columns, customersServer),
  pair('storage customers', storageCustomersList.columns, storageServer),
  pair('related orders', relatedOrdersList('location', 1).columns, ordersServer),
  pair('related loads', relatedLoadsList('customer', 1).columns, loadsServer),
  pair('roles', rolesList.columns, systemRolesList),
  pair('requests', requestsList.columns, accessRequestsList),
  ...Object.entries(systemUsersLists).map(([tab, list]) =>
    pair(`users ${tab}`, list.columns, systemUsersList),
  ),
];

describe('every column filter is one the server accepts', () => {
  it.each(pairs)('%s', (_name, columns, server) => {
    const problems: string[] = [];
    const filtered = columns.filter((c) => c.filter);
    expect(filtered.length).toBeGreaterThan(0);
    for (const column of filtered) {
      for (const draft of drafts(column)) {
        const built = buildColumnFilter(column, draft, '2026-11-26');
        if (!built.ok || !built.item) {
          problems.push(`${column.id}: ${JSON.stringify(draft)} built nothing`);
          continue;
        }
        const checked = checkFilter(built.item, server.properties[filterPropertyOf(column)]);
        if (isProblem(checked)) problems.push(`${column.id} (${JSON.stringify(draft)}): ${checked.message}`);
      }
    }
    expect(problems).toEqual([]);
  });
});
