import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { renderWithRuntime } from '../../../testing/render-with-runtime';
import { errorResponse, json } from '../../../testing/table-fetch';
import { SnackbarHost } from '../../../app/snackbar-host';
import { ConfirmHost } from '../../../app/confirm-host';
import { roles, signedInStorage } from '../testing/fixtures';
import { RoleDetailsPage } from './role-details-page';

// The page renders the whole permission table (76 labelled boxes), and jsdom's cost grows with it:
// - queries that compute every label's or box's name (getByLabelText, an unscoped checkbox by name) take
//   seconds, so fields are found by role and boxes within their group;
// - each key typed re-renders the table, so a name is pasted (one change, the same field.changed path);
// - axe checks one permission group, not all of them: the rest repeat the same markup.

const role = {
  ...roles[0]!,
  dateAdded: '2025-09-01T00:00:00.000Z',
  dateModified: '2025-09-04T16:30:00.000Z',
};
const base = {
  'GET /api/System/SystemUserRequests/getCount': () => json(2),
  'GET /api/System/SystemRoles/getItemById/1': () => json(role),
};

const render = (id: string, routes = {}) =>
  renderWithRuntime(
    <>
      <RoleDetailsPage params={{ id }} />
      <SnackbarHost />
      <ConfirmHost />
    </>,
    { url: `/users/admin/roles/${id}`, storage: signedInStorage(), routes: { ...base, ...routes } },
  );

const nameField = () => screen.getByRole('textbox', { name: /^Name/ });
/** A permission box, e.g. `permission('Load', 'View')`: the group's legend completes its name ('Load View'). */
const permission = (group: string, action: string) =>
  within(screen.getByRole('group', { name: group })).getByRole('checkbox', {
    name: new RegExp(`^${group} ${action}`),
  });

describe('Role Details', () => {
  it('shows the role’s codes grouped as the spec’s permission table, and saves a change', async () => {
    const view = render('1', {
      'PUT /api/System/SystemRoles/1': ({ body }: { body: unknown }) =>
        json({ ...role, ...(body as object) }),
    });
    expect(await screen.findByRole('heading', { name: 'Role Details: Administrator' })).toBeInTheDocument();
    expect(nameField()).toHaveValue('Administrator');
    for (const group of ['User', 'Order', 'Load', 'Location note', 'Carrier contact'])
      expect(screen.getByRole('group', { name: group })).toBeInTheDocument();
    expect(permission('User', 'View')).toBeChecked();
    expect(permission('Load', 'View')).not.toBeChecked();
    await view.user.click(permission('Load', 'View'));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Role Administrator saved')).toBeInTheDocument();
    const sent = view.callsTo('PUT /api/System/SystemRoles/1')[0]!.body as {
      permissionCodes: number[];
      dateModified: string;
    };
    expect(sent.permissionCodes).toEqual([12, 32, 36]);
    expect(sent.dateModified).toBe(role.dateModified);
    const groups = within(screen.getByRole('group', { name: 'Permissions' })).getAllByRole('group');
    await expectNoAxeViolations(view.container, { exclude: groups.slice(1) });
  });

  it('keeps what was typed when a save fails, and merges with their version on a 409', async () => {
    let answer = () => errorResponse(400, 'A role with this name already exists.');
    const view = render('1', { 'PUT /api/System/SystemRoles/1': () => answer() });
    await screen.findByRole('heading', { name: 'Role Details: Administrator' });
    const name = nameField();
    await view.user.clear(name);
    await view.user.paste('Dispatch');
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('A role with this name already exists.')).toBeInTheDocument();
    expect(name).toHaveValue('Dispatch');

    answer = () =>
      json({ statusText: 'Someone else saved this record first.', code: 'stale_write' }, { status: 409 });
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(/Their changes are in, and yours are kept\. Review them and save again\./),
    ).toBeInTheDocument();
    expect(name).toHaveValue('Dispatch');
  });

  it('creates a role and shows "Required" for a missing name', async () => {
    const view = render('new', {
      'POST /api/System/SystemRoles': ({ body }: { body: unknown }) =>
        json({ ...role, ...(body as object), systemRoleId: 9, userCount: 0 }),
    });
    expect(screen.getByRole('heading', { name: 'New role' })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Required')).toBeInTheDocument();
    await view.user.click(nameField());
    await view.user.paste('Loads only');
    await view.user.click(permission('Load', 'View'));
    await view.user.click(screen.getByRole('button', { name: 'Save' }));
    await expect.poll(() => view.navigations).toContain('/users/admin/roles/9');
    expect(view.callsTo('POST /api/System/SystemRoles')[0]!.body).toMatchObject({
      name: 'Loads only',
      permissionCodes: [36],
    });
  });

  it('is one Not Found page with the way back to the roles when the read answers 404, without a form', async () => {
    render('9', {
      'GET /api/System/SystemRoles/getItemById/9': () => errorResponse(404, 'Role #9 was not found.'),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getAllByText('There is nothing at this address.')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back to Roles' })).toHaveAttribute('href', '/users/admin/roles');
    expect(screen.queryByText('Role #9 was not found.')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});
