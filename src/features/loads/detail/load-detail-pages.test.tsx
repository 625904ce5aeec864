import { screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { makePager } from '#contract/pager';
import { Permission as P } from '#contract/permissions';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import { errorResponse, json } from '../../../testing/table-fetch';
import { signedInAs } from '../../../shared/records/testing/record-fixtures';
import { loadDetailPages } from './load-detail-pages';
import { load } from '../../../shared/loads/testing/load-fixtures';

const tabNames = () =>
  within(screen.getByRole('navigation', { name: 'Load sections' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

test('a load page shows its tabs and the change log of the load; passes axe', async () => {
  const Page = loadDetailPages['Load Changelog'];
  renderWithRuntime(<Page params={{ loadId: '7' }} />, {
    routes: {
      'POST /api/Loads/getLoadChangeLogs/7': () => json([makePager(0, 0, 10)]),
      'GET /api/Loads/getItemById/7': () => json(load()),
    },
    storage: signedInAs('employee', [
      P.PortalAccess,
      P.LoadView,
      P.LoadUpdate,
      P.OrderView,
      P.LoadNoteView,
      P.LoadFileView,
    ]),
  });
  expect(screen.getByRole('heading', { level: 1, name: /^Load #7/ })).toBeInTheDocument();
  expect(await screen.findByText('No changes found.')).toBeInTheDocument();
  expect(tabNames()).toEqual([
    'Details',
    'Add/Remove Orders',
    'Carrier Pay',
    'Notes',
    'Attachments',
    'Changelog',
  ]);
  expect(screen.getByRole('link', { name: 'Changelog' })).toHaveAttribute('aria-current', 'page');
  await expectNoAxeViolations(document.body);
});

test('a staff viewer without LoadUpdate sees the load read-only, and no Add/Remove Orders tab', async () => {
  const Page = loadDetailPages['Load Details'];
  renderWithRuntime(<Page params={{ loadId: '7' }} />, {
    routes: { 'GET /api/Loads/getItemById/7': () => json(load()) },
    storage: signedInAs('employee', [P.PortalAccess, P.LoadView, P.OrderView, P.LoadNoteView]),
  });
  expect(await screen.findByLabelText('Trailer Number')).toBeDisabled();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  expect(tabNames()).toEqual(['Details', 'Carrier Pay', 'Notes', 'Changelog']);
});

/** The seeded Carrier role (api/server/db/seed/accounts.ts, decision 057). */
const carrierCodes = [
  P.PortalAccess,
  P.LoadView,
  P.LoadUpdate,
  P.LocationView,
  P.CarrierView,
  P.CarrierContactView,
  P.LoadNoteView,
  P.LoadNoteAdd,
  P.LoadFileView,
  P.LoadFileAdd,
  P.CarrierFileView,
  P.CarrierFileAdd,
];

test('a carrier on its load sees Details, Notes and Attachments; checks stops off; edits nothing else; passes axe', async () => {
  const Page = loadDetailPages['Load Details'];
  const { revenue: _r, carrierRate: _c, ...asCarrierReadsIt } = load();
  renderWithRuntime(<Page params={{ loadId: '7' }} />, {
    routes: { 'GET /api/Loads/getItemById/7': () => json(asCarrierReadsIt) },
    storage: signedInAs('carrier', carrierCodes),
  });
  expect(await screen.findByLabelText('Trailer Number')).toBeDisabled();
  expect(tabNames()).toEqual(['Details', 'Notes', 'Attachments']);
  for (const label of ['Load Type', 'Carrier', 'Miles', 'Disable Auto Status', 'Carrier Note'])
    expect(screen.getByLabelText(label)).toBeDisabled();
  expect(screen.queryByLabelText('Revenue')).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: /Move Stop/ })).not.toBeInTheDocument();
  // The summaries are staff documents: the server refuses them to a carrier.
  expect(screen.queryByRole('button', { name: 'Load Summary' })).not.toBeInTheDocument();
  // The current stop's check-off is there and usable, and saves itself (decision 064): no form Save, as
  // the form has nothing a carrier may change.
  expect(await screen.findByRole('checkbox', { name: 'Picked up' })).toBeEnabled();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  await expectNoAxeViolations(document.body);
});

test('a carrier holding LoadView only reads the load and its stops, with no check-off or Save', async () => {
  const Page = loadDetailPages['Load Details'];
  renderWithRuntime(<Page params={{ loadId: '7' }} />, {
    routes: { 'GET /api/Loads/getItemById/7': () => json(load()) },
    storage: signedInAs('carrier', [P.PortalAccess, P.LoadView]),
  });
  expect(await screen.findByLabelText('Trailer Number')).toBeDisabled();
  expect(tabNames()).toEqual(['Details']);
  expect(screen.queryByRole('checkbox', { name: 'Picked up' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
});

test('a customer identity sees no tab of a load: the server reads loads to staff and carriers only', () => {
  const Page = loadDetailPages['Load Details'];
  renderWithRuntime(<Page params={{ loadId: '7' }} />, {
    routes: {
      'GET /api/Loads/getItemById/7': () => errorResponse(403, 'You do not have permission to do that.'),
    },
    storage: signedInAs('customer', [P.PortalAccess, P.LoadView, P.LoadNoteView]),
  });
  const nav = screen.queryByRole('navigation', { name: 'Load sections' });
  expect(nav ? within(nav).queryAllByRole('link') : []).toEqual([]);
});

test('a load the caller may not see (the read answers 404) is one Not Found page with the way back, and no form', async () => {
  const Page = loadDetailPages['Load Details'];
  renderWithRuntime(<Page params={{ loadId: '7' }} />, {
    routes: { 'GET /api/Loads/getItemById/7': () => errorResponse(404, 'Load #7 was not found.') },
    storage: signedInAs('customer', [P.PortalAccess, P.LoadView, P.LoadNoteView]),
  });
  expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  expect(screen.getAllByText('There is nothing at this address.')).toHaveLength(1);
  expect(screen.getByRole('link', { name: 'Back to loads' })).toHaveAttribute('href', '/loads');
  expect(screen.queryByText('Load #7 was not found.')).not.toBeInTheDocument();
  expect(screen.queryByRole('navigation', { name: 'Load sections' })).not.toBeInTheDocument();
  expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
});
