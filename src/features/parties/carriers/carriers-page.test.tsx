import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Carrier } from '#contract/carrier';
import type { ListQuery } from '#contract/list-query';
import { carrierPaths } from '#contract/paths';
import { Permission } from '#contract/permissions';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { carrierRecord } from '../testing/party-records';
import { answerListQuery } from '../../../testing/memory-list';
import { json, type RouteTable } from '../../../testing/table-fetch';
import {
  columnHeaders,
  listCalls,
  listPageOpener,
  listTable,
} from '../../../shared/business-lists/testing/render-list-page';
import { carrierAuth } from '../../../testing/auth-fixtures';
import { CarriersPage } from './carriers-page';

const P = Permission;
const { getItems } = listCalls(carrierPaths);

const carrier = (carrierId: number, over: Partial<Carrier>): Carrier =>
  carrierRecord(carrierId, {
    contactsCount: 1,
    primaryContactName: 'Sam Lee',
    primaryContactPhone: '(503) 555-0101',
    ...over,
  });

const carriers = [
  carrier(1, { name: 'Columbia Express' }),
  carrier(3, { name: 'Sierra Logistics', isActive: false, refCountryStateId: 4, city: 'Sacramento' }),
];

const server: RouteTable = {
  [getItems]: ({ body }) => json(answerListQuery(carriers, body as ListQuery, ['name', 'city'])),
};

const open = listPageOpener(<CarriersPage />, server, [P.PortalAccess, P.CarrierView, P.CarrierDelete]);

describe('Carriers', () => {
  it('lists carriers by name with their state, numbers, contact and insurance', async () => {
    const view = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Carriers' })).toBeInTheDocument();
    const table = listTable('Carriers');
    expect(await table.findByText('Columbia Express')).toBeInTheDocument();
    expect(columnHeaders('Carriers')).toEqual([
      'Name',
      'Active',
      'Address',
      'City',
      'State',
      'US DOT #',
      'MC #',
      'Primary Contact',
      'Phone',
      'Insurance Expires',
    ]);
    expect(table.getByText('Oregon')).toBeInTheDocument();
    expect(table.getByText('California')).toBeInTheDocument();
    expect(table.getByText('No')).toBeInTheDocument();
    expect(table.getAllByText('03/31/2027')).toHaveLength(2);
    expect(view.callsTo(getItems)[0]!.body).toMatchObject({
      sortColumns: [{ sortBy: 'name', isSortAscending: true }],
    });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    await expectNoAxeViolations(view.container);
  });

  it('sorts the state by its name and searches through the server', async () => {
    const view = open();
    await listTable('Carriers').findByText('Columbia Express');
    await view.user.click(listTable('Carriers').getByRole('button', { name: 'State' }));
    await waitFor(() =>
      expect(view.callsTo(getItems).at(-1)!.body).toMatchObject({
        sortColumns: [{ sortBy: 'stateName', isSortAscending: true }],
      }),
    );
    await view.user.type(screen.getByRole('searchbox', { name: 'Search carriers' }), 'sacramento');
    await waitFor(() =>
      expect(listTable('Carriers').queryByText('Columbia Express')).not.toBeInTheDocument(),
    );
    expect((view.callsTo(getItems).at(-1)!.body as ListQuery).filterText).toBe('sacramento');
  });

  it('opens a carrier with Enter', async () => {
    const view = open();
    (await listTable('Carriers').findByText('Sierra Logistics')).closest('tr')!.focus();
    await view.user.keyboard('{Enter}');
    expect(view.navigations).toEqual(['/carriers/3']);
  });

  it('a carrier identity gets no Delete', async () => {
    open(carrierAuth([P.PortalAccess, P.CarrierView, P.CarrierDelete]));
    await listTable('Carriers').findByText('Columbia Express');
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
