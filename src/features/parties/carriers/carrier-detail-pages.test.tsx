import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Carrier } from '#contract/carrier';
import type { SignInResult } from '#contract/identity';
import { Permission } from '#contract/permissions';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { carrierRecord } from '../testing/party-records';
import { adminAuth } from '../../../testing/auth-fixtures';
import { renderSignedIn } from '../../../testing/render-signed-in';
import { errorResponse, json, type RouteTable } from '../../../testing/table-fetch';
import { carrierDetailPages, type CarrierPageName } from './carrier-detail-pages';

configure({ asyncUtilTimeout: 3000 });

const P = Permission;
const byId = 'GET /api/Carriers/getItemById/4';
const put = 'PUT /api/Carriers/4';
const enable = 'POST /api/Carriers/setCarrierEnabled/4';

const swift: Carrier = carrierRecord(4, {
  name: 'Swift Haul',
  insuranceExpirationDate: '2020-06-30',
  insuranceExpired: true,
  address: '1 Freight Way',
  mcNumber: 'MC123456',
  operatingZonesIds: [36],
  dateAdded: '2025-01-02T18:00:00.000Z',
  dateModified: '2025-01-02T18:00:00.000Z',
});

const staff = adminAuth([
  P.PortalAccess,
  P.CarrierView,
  P.CarrierUpdate,
  P.CarrierContactView,
  P.CarrierFileView,
]);

const render = (tab: CarrierPageName, auth: SignInResult, routes: RouteTable = {}) => {
  const Page = carrierDetailPages[tab];
  return renderSignedIn(<Page params={{ id: '4' }} />, {
    auth,
    routes: { [byId]: () => json(swift), ...routes },
  });
};

describe('Carrier page', () => {
  it('shows the carrier, its tabs, the Enabled switch and the expired-insurance warning', async () => {
    const view = render('Carrier Details', staff);
    expect(await screen.findByRole('heading', { level: 1, name: 'Swift Haul' })).toBeInTheDocument();
    const tabs = within(screen.getByRole('navigation', { name: 'Carrier sections' }));
    expect(tabs.getAllByRole('link').map((l) => l.textContent)).toEqual([
      'Details',
      'Contacts',
      'Attachments',
    ]);
    expect(screen.getByRole('checkbox', { name: /^Enabled/ })).toBeChecked();
    expect(screen.getByText('Insurance expired on 06/30/2020.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^US DOT #/ })).toHaveValue('1234567'));
    expect(screen.getByRole('group', { name: 'Insurance' })).toBeInTheDocument();
    await expectNoAxeViolations(view.container);
  });

  it('disables the carrier with setCarrierEnabled', async () => {
    let carrier = swift;
    const view = render('Carrier Details', staff, {
      [byId]: () => json(carrier),
      [enable]: ({ query }) => {
        carrier = {
          ...swift,
          isActive: query.get('isEnabled') === 'true',
          dateModified: '2025-02-01T00:00:00.000Z',
        };
        return json(carrier);
      },
      [put]: ({ body }) => json({ ...carrier, ...(body as object) }),
    });
    const enabled = await screen.findByRole('checkbox', { name: /^Enabled/ });
    await waitFor(() => expect(enabled).toBeEnabled());
    await view.user.click(enabled);
    expect(await screen.findByText('Carrier Swift Haul disabled')).toBeInTheDocument();
    // Snackbars queue (6 s each): close this one, so the save's own shows next.
    await view.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(view.callsTo(enable)[0]!.query.get('isEnabled')).toBe('false');
    await waitFor(() => expect(screen.getByRole('checkbox', { name: /^Enabled/ })).not.toBeChecked());
    expect(screen.getByText('Disabled', { selector: 'span' })).toBeInTheDocument();
    // The clean form was told its record changed: it read the new version, and saves with its token.
    await waitFor(() => expect(view.callsTo(byId).length).toBeGreaterThan(2));
    const dot = await screen.findByRole('textbox', { name: /^US DOT #/ });
    await waitFor(() => expect(dot).toBeEnabled());
    await view.user.clear(dot);
    await view.user.type(dot, '7654321');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Carrier Swift Haul saved')).toBeInTheDocument();
    expect(view.callsTo(put)[0]!.body).toMatchObject({ dateModified: '2025-02-01T00:00:00.000Z' });
  });

  it("refuses a malformed US DOT number with the contract's message", async () => {
    const view = render('Carrier Details', staff, {
      [put]: ({ body }) => json({ ...swift, ...(body as object) }),
    });
    const dot = await screen.findByRole('textbox', { name: /^US DOT #/ });
    await waitFor(() => expect(dot).toHaveValue('1234567'));
    await view.user.type(dot, 'x');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A US DOT number is 1 to 8 digits')).toBeInTheDocument();
    expect(view.callsTo(put)).toHaveLength(0);
    await view.user.clear(dot);
    await view.user.type(dot, '7654321');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Carrier Swift Haul saved')).toBeInTheDocument();
    expect(view.callsTo(put)[0]!.body).toMatchObject({
      carrierId: 4,
      usDotNumber: '7654321',
      dateModified: swift.dateModified,
    });
  });

  it('reads only without CarrierUpdate: no switch to flip, no Save', async () => {
    render('Carrier Details', adminAuth([P.PortalAccess, P.CarrierView]));
    await screen.findByRole('heading', { level: 1, name: 'Swift Haul' });
    expect(screen.getByRole('checkbox', { name: /^Enabled/ })).toBeDisabled();
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveAttribute('readonly'));
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('Attachments take a document type for the next uploads and list each file with its type', async () => {
    render(
      'Carrier Attachments',
      adminAuth([P.PortalAccess, P.CarrierView, P.CarrierFileView, P.CarrierFileAdd]),
      {
        'GET /api/Files/CarrierFiles/4': () =>
          json([
            {
              fileId: 8,
              carrierId: 4,
              name: 'coi.pdf',
              type: 'application/pdf',
              size: 2048,
              description: null,
              documentType: 'Insurance certificate',
              dateAdded: '2025-01-02T18:00:00.000Z',
              dateModified: '2025-01-02T18:00:00.000Z',
            },
          ]),
      },
    );
    const panel = within(await screen.findByRole('region', { name: 'Attachments' }));
    expect(await panel.findByText('coi.pdf')).toBeInTheDocument();
    expect(panel.getByRole('columnheader', { name: 'Document Type' })).toBeInTheDocument();
    expect(panel.getByText('Insurance certificate')).toBeInTheDocument();
    expect(panel.getByRole('textbox', { name: /^Document type/ })).toBeInTheDocument();
  });

  it('is one Not Found page with the way back to the list when the read answers 404, without tabs or form', async () => {
    render('Carrier Details', staff, { [byId]: () => errorResponse(404, 'Carrier #4 was not found.') });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getAllByText('There is nothing at this address.')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to list' })).toHaveAttribute('href', '/carriers');
    expect(screen.queryByText('Carrier #4 was not found.')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Carrier sections' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
