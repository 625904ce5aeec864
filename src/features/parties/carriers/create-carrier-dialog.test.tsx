import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Carrier, CarrierFormInput } from '#contract/carrier';
import type { ListQuery } from '#contract/list-query';
import { Permission as P } from '#contract/permissions';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { listTable, renderListPage } from '../../../shared/business-lists/testing/render-list-page';
import { emptyCarrierFields } from '#client/party-rows.fixture';
import { adminAuth } from '../../../testing/auth-fixtures';
import { answerListQuery } from '../../../testing/memory-list';
import { errorResponse, json, type RouteTable } from '../../../testing/table-fetch';
import { CarriersPage } from './carriers-page';

configure({ asyncUtilTimeout: 3000 });

const getItems = 'POST /api/Carriers/getItems';
const create = 'POST /api/Carriers';

const saved = (carrierId: number, body: CarrierFormInput): Carrier =>
  ({
    carrierId,
    status: null,
    ...emptyCarrierFields,
    ...body,
    dateModified: '2026-11-26T12:00:00.000Z',
  }) as Carrier;

function open(codes: number[], routes: RouteTable = {}) {
  const rows: Carrier[] = [];
  return renderListPage(<CarriersPage />, {
    auth: adminAuth(codes),
    routes: {
      [getItems]: ({ body }) => json(answerListQuery(rows, body as ListQuery, ['name'])),
      [create]: ({ body }) => {
        const carrier = saved(40 + rows.length, body as CarrierFormInput);
        rows.push(carrier);
        return json(carrier);
      },
      ...routes,
    },
  });
}

describe('Create Carrier (issue #25)', () => {
  it('creates a carrier from the list with the form’s rules, and the list shows it', async () => {
    const view = open([P.PortalAccess, P.CarrierView, P.CarrierAdd]);
    await view.user.click(await screen.findByRole('button', { name: 'Create Carrier' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Carrier' }));
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(view.callsTo(create)).toHaveLength(0);
    await view.user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Cascade Freight');
    await view.user.type(dialog.getByRole('textbox', { name: /US DOT/ }), '7654321');
    await expectNoAxeViolations(document.body);
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Carrier Cascade Freight saved')).toBeInTheDocument();
    expect(view.callsTo(create)[0]!.body).toMatchObject({ name: 'Cascade Freight', usDotNumber: '7654321' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Create Carrier' })).toBeNull());
    expect(await listTable('Carriers').findByText('Cascade Freight')).toBeInTheDocument();
  });

  it('keeps what was typed when the save fails, with the error inside the dialog', async () => {
    const view = open([P.PortalAccess, P.CarrierView, P.CarrierAdd], {
      [create]: () => errorResponse(400, 'US DOT number is taken'),
    });
    await view.user.click(await screen.findByRole('button', { name: 'Create Carrier' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Create Carrier' }));
    await view.user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Twin Peaks Haul');
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('US DOT number is taken')).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: /^Name/ })).toHaveValue('Twin Peaks Haul');
  });

  it('offers no Create Carrier without CarrierAdd', async () => {
    open([P.PortalAccess, P.CarrierView]);
    await listTable('Carriers').findByText(/No/);
    expect(screen.queryByRole('button', { name: 'Create Carrier' })).not.toBeInTheDocument();
  });
});
