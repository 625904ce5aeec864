import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SignInResult } from '#contract/identity';
import { Permission } from '#contract/permissions';
import { authStorageKey } from '#machines/session/auth-store';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { ConfirmHost } from '../../../app/confirm-host';
import { SnackbarHost } from '../../../app/snackbar-host';
import { adminAuth } from '../../../testing/auth-fixtures';
import { MemoryStorage } from '../../../testing/memory-storage';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import { json, type RouteTable } from '../../../testing/table-fetch';
import { ContactsPanel } from './contacts-panel';

configure({ asyncUtilTimeout: 3000 });

const P = Permission;
const list = 'GET /api/LocationContacts/7';
const create = 'POST /api/LocationContacts/7';
const put = 'PUT /api/LocationContacts/7/3';
const remove = 'DELETE /api/LocationContacts/7/3';

const ana = {
  contactId: 3,
  locationId: 7,
  name: 'Ana Ortiz',
  email: 'ana@example.com',
  phone: '5035550142',
  title: 'Dock lead',
  isPrimary: true,
  dateAdded: '2025-01-02T18:00:00.000Z',
  dateModified: '2025-01-02T18:00:00.000Z',
};

const all = [P.LocationContactView, P.LocationContactAdd, P.LocationContactUpdate, P.LocationContactDelete];

const render = (auth: SignInResult, routes: RouteTable = {}) => {
  const storage = new MemoryStorage();
  storage.setItem(authStorageKey, JSON.stringify(auth));
  return renderWithRuntime(
    <>
      <ContactsPanel kind="location" ownerId={7} />
      <ConfirmHost />
      <SnackbarHost />
    </>,
    { storage, routes: { [list]: () => json([ana]), ...routes } },
  );
};

describe('Contacts panel', () => {
  it('lists the contacts with the primary marked', async () => {
    const view = render(adminAuth(all));
    const table = within(screen.getByRole('table', { name: 'Contacts' }));
    expect(await table.findByText('Ana Ortiz')).toBeInTheDocument();
    expect(table.getByText('(503) 555-0142')).toBeInTheDocument();
    expect(table.getByRole('cell', { name: 'Primary' })).toBeInTheDocument();
    await expectNoAxeViolations(view.container);
  });

  it('adds a contact (name required) and reads the list again', async () => {
    const view = render(adminAuth(all), {
      [create]: ({ body }) => json({ ...ana, ...(body as object), contactId: 4 }),
    });
    await screen.findByText('Ana Ortiz');
    await view.user.click(screen.getByRole('button', { name: 'Add Contact' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add Contact' }));
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Required')).toBeInTheDocument();
    await view.user.type(dialog.getByRole('textbox', { name: /^Name/ }), 'Ben Park');
    await view.user.type(dialog.getByRole('textbox', { name: /^Email/ }), 'not-an-email');
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await dialog.findByText('Please enter a valid email address')).toBeInTheDocument();
    await view.user.clear(dialog.getByRole('textbox', { name: /^Email/ }));
    await view.user.click(dialog.getByRole('checkbox', { name: /Primary contact/ }));
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Contact Ben Park saved')).toBeInTheDocument();
    expect(view.callsTo(create)[0]!.body).toMatchObject({ name: 'Ben Park', isPrimary: true });
    await waitFor(() => expect(view.callsTo(list).length).toBeGreaterThanOrEqual(2));
    expect(screen.queryByRole('dialog', { name: 'Add Contact' })).not.toBeInTheDocument();
  });

  it('edits a contact with the version it read', async () => {
    const view = render(adminAuth(all), { [put]: ({ body }) => json({ ...ana, ...(body as object) }) });
    await view.user.click(await screen.findByRole('button', { name: 'Edit Ana Ortiz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Contact' }));
    await waitFor(() => expect(dialog.getByRole('textbox', { name: /^Title/ })).toHaveValue('Dock lead'));
    await view.user.clear(dialog.getByRole('textbox', { name: /^Title/ }));
    await view.user.type(dialog.getByRole('textbox', { name: /^Title/ }), 'Manager');
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.callsTo(put)).toHaveLength(1));
    expect(view.callsTo(put)[0]!.body).toMatchObject({
      contactId: 3,
      title: 'Manager',
      dateModified: ana.dateModified,
    });
  });

  it('deletes after the confirmation', async () => {
    const view = render(adminAuth(all), { [remove]: () => new Response(null, { status: 204 }) });
    await view.user.click(await screen.findByRole('button', { name: 'Delete Ana Ortiz' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(confirm).toHaveTextContent('Delete the contact Ana Ortiz?');
    await view.user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(view.callsTo(remove)).toHaveLength(1));
    expect(await screen.findByText('Contact Ana Ortiz deleted')).toBeInTheDocument();
  });

  it('only lists them with the view permission alone', async () => {
    render(adminAuth([P.LocationContactView]));
    await screen.findByText('Ana Ortiz');
    expect(screen.queryByRole('button', { name: 'Add Contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Ana Ortiz' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ana Ortiz' })).not.toBeInTheDocument();
  });

  it('offers a customer contact the notice e-mails and sends the choice, which a location contact never sees', async () => {
    const customerList = 'GET /api/CustomerContacts/9';
    const customerPut = 'PUT /api/CustomerContacts/9/3';
    const storage = new MemoryStorage();
    const customerCodes = [P.CustomerContactView, P.CustomerContactUpdate];
    storage.setItem(authStorageKey, JSON.stringify(adminAuth(customerCodes)));
    const view = renderWithRuntime(<ContactsPanel kind="customer" ownerId={9} />, {
      storage,
      routes: {
        [customerList]: () =>
          json([{ ...ana, locationId: undefined, orderCustomerId: 9, emailNotices: false }]),
        [customerPut]: ({ body }) => json({ ...ana, orderCustomerId: 9, ...(body as object) }),
      },
    });
    expect(await screen.findByRole('columnheader', { name: 'Notices' })).toBeInTheDocument();
    await view.user.click(await screen.findByRole('button', { name: 'Edit Ana Ortiz' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Contact' }));
    const optIn = await dialog.findByRole('checkbox', { name: /E-mail notices/ });
    expect(optIn).not.toBeChecked();
    await view.user.click(optIn);
    await view.user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(view.callsTo(customerPut)).toHaveLength(1));
    expect(view.callsTo(customerPut)[0]!.body).toMatchObject({ contactId: 3, emailNotices: true });
    view.unmount();

    const atPlace = render(adminAuth(all));
    await atPlace.user.click(await screen.findByRole('button', { name: 'Edit Ana Ortiz' }));
    const placeDialog = within(await screen.findByRole('dialog', { name: 'Edit Contact' }));
    await placeDialog.findByRole('checkbox', { name: /Primary contact/ });
    expect(placeDialog.queryByRole('checkbox', { name: /E-mail notices/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Notices' })).not.toBeInTheDocument();
  });

  it('says so when there are none', async () => {
    render(adminAuth(all), { [list]: () => json([]) });
    expect(await screen.findByText('No items found')).toBeInTheDocument();
  });
});
