import { configure, screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { LoadStatus } from '#contract/load-status';
import { makePager } from '#contract/pager';
import { Permission as P } from '#contract/permissions';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { json, type RecordedRequest } from '../../../testing/table-fetch';
import { renderListPage } from '../../../shared/business-lists/testing/render-list-page';
import { adminAuth, employeeAuth } from '../../../testing/auth-fixtures';
import { LoadsPage } from '../list/loads-page';

configure({ asyncUtilTimeout: 5000 });

const carrier = (value: number, label: string, isActive = true) => ({
  label,
  value,
  isActive,
  disabled: !isActive,
  description: 'Portland, OR',
});

function open(auth = adminAuth([P.PortalAccess, P.LoadView, P.LoadAdd])) {
  return renderListPage(<LoadsPage />, {
    auth,
    routes: {
      'POST /api/Loads/getItems': () => json([makePager(0, 0, 10)]),
      'POST /api/Carriers/getResultItems': () =>
        json([
          { ...carrier(3, 'Columbia Express'), insuranceExpired: true },
          carrier(4, 'Sierra Logistics', false),
          makePager(2, 0, 10),
        ]),
      'POST /api/Loads/create': ({ body }: RecordedRequest) =>
        json({
          ...(body as object),
          loadId: 88,
          loadStops: [],
          dateAdded: '2026-11-20T00:00:00.000Z',
          dateModified: '2026-11-20T00:00:00.000Z',
        }),
    },
  });
}

it('Create New Load opens its dialog; Save creates the load and opens its page; passes axe', async () => {
  const view = open();
  await view.user.click(screen.getByRole('button', { name: 'Create New Load' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Create New Load' }));
  expect(dialog.getByText('Load #--')).toBeInTheDocument();
  expect(dialog.getByText('No Carrier')).toBeInTheDocument();
  expect(dialog.getByLabelText(/^Status/)).toBeDisabled();
  await view.user.selectOptions(dialog.getByLabelText('Designation'), 'California');
  await view.user.click(
    within(dialog.getByRole('combobox', { name: 'Carrier' }).parentElement!).getByRole('button', {
      name: 'Show options',
    }),
  );
  // A disabled carrier is listed but cannot be chosen.
  await view.user.click(await screen.findByRole('option', { name: /Sierra Logistics \(disabled\)/ }));
  expect(dialog.getByRole('combobox', { name: 'Carrier' })).toHaveValue('');
  await view.user.click(
    within(dialog.getByRole('combobox', { name: 'Carrier' }).parentElement!).getByRole('button', {
      name: 'Show options',
    }),
  );
  await view.user.click(await screen.findByRole('option', { name: /Columbia Express/ }));
  // A carrier whose insurance expired may be assigned, with a warning.
  expect(dialog.getByRole('status')).toHaveTextContent('Insurance expired');
  await view.user.click(dialog.getByRole('checkbox', { name: 'All Day' }));
  await expectNoAxeViolations(document.body);
  await view.user.click(dialog.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(view.navigations).toEqual(['/loads/88']));
  expect(view.callsTo('POST /api/Loads/create')[0]!.body).toMatchObject({
    refLoadStatusId: LoadStatus.Open,
    refLoadDesignationId: 2,
    carrierId: 3,
    isAllDay: true,
  });
});

it('miles follow the load form’s rules; Cancel closes without saving', async () => {
  const view = open();
  await view.user.click(screen.getByRole('button', { name: 'Create New Load' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Create New Load' }));
  await view.user.type(dialog.getByLabelText('Miles'), '1000000');
  await view.user.click(dialog.getByRole('button', { name: 'Save' }));
  expect(await dialog.findByText('Miles must be less than 1,000,000')).toBeInTheDocument();
  await view.user.click(dialog.getByRole('button', { name: 'Cancel' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  expect(view.callsTo('POST /api/Loads/create')).toHaveLength(0);
});

it('offers no Create New Load without LoadAdd', async () => {
  open(employeeAuth([P.PortalAccess, P.LoadView]));
  await screen.findByRole('heading', { level: 1, name: 'Loads' });
  expect(screen.queryByRole('button', { name: 'Create New Load' })).not.toBeInTheDocument();
});
