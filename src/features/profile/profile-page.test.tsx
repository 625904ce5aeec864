import { configure, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SignInResult } from '#contract/identity';
import type { SystemUser } from '#contract/system-user';
import { identity, signInResult } from '#machines/testing/auth-fixtures';
import { authStorageKey } from '#machines/session/auth-store';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { renderSignedIn } from '../../testing/render-signed-in';
import { deferred, json, type RouteTable } from '../../testing/table-fetch';
import { ProfilePage } from './profile-page';
import { homePageKey } from '../../app/home-page';
import { customerAuth, employeeAuth } from '../../testing/auth-fixtures';

configure({ asyncUtilTimeout: 3000 });

const me: SystemUser = {
  systemUserId: 7,
  isActive: true,
  isInvisible: false,
  emailAddress: 'dana@example.com',
  username: 'dana',
  firstName: 'Dana',
  lastName: 'Driver',
  phoneNumber: null,
  dateAdded: '2025-01-01T00:00:00.000Z',
  dateModified: '2025-02-01T00:00:00.000Z',
};
const staleBody = {
  statusText: 'Someone else saved this record first. Reload it to see their changes.',
  code: 'stale_write',
};

const render = (
  routes: RouteTable = {},
  auth: SignInResult = signInResult({ userIdentityCurrent: identity() }),
) =>
  renderSignedIn(<ProfilePage />, {
    auth,
    url: '/users/profile',
    routes: { 'GET /api/System/SystemUsers/getMe': () => json(me), ...routes },
  });

const details = () => screen.getByRole('form', { name: 'Your details' });
const field = (name: string) => within(details()).getByRole('textbox', { name });

describe('Profile: details', () => {
  it('shows the signed-in user’s details, Save off until something changes', async () => {
    const view = render();
    expect(await screen.findByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(await screen.findByDisplayValue('Dana')).toBeInTheDocument();
    expect(field('First name')).toBeRequired();
    expect(field('Email')).toHaveValue('dana@example.com');
    expect(field('Username')).toHaveValue('dana');
    expect(within(details()).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(screen.queryByRole('form', { name: 'Report Subscriptions' })).not.toBeInTheDocument();
    await expectNoAxeViolations(view.container);
  });

  it('saves the whole record with its stale-write token and says so', async () => {
    const view = render({
      'PUT /api/System/SystemUsers/putMe': ({ body }) =>
        json({ ...(body as SystemUser), dateModified: '2025-03-01T00:00:00.000Z' }),
    });
    await screen.findByDisplayValue('Dana');
    await view.user.clear(field('First name'));
    await view.user.type(field('First name'), 'Dina');
    await view.user.type(field('Phone'), '5035550142');
    expect(field('Phone')).toHaveValue('+1 (503) 555-0142');
    await view.user.click(within(details()).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeInTheDocument();
    const sent = view.callsTo('PUT /api/System/SystemUsers/putMe')[0]!.body as SystemUser;
    expect(sent).toMatchObject({
      systemUserId: 7,
      firstName: 'Dina',
      phoneNumber: '+1 (503) 555-0142',
      dateModified: me.dateModified,
    });
    expect(JSON.parse(view.storage.getItem(authStorageKey)!).fullName).toBe('Dina Driver');
    expect(within(details()).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('validates with the generic field messages before sending', async () => {
    const view = render();
    await screen.findByDisplayValue('Dana');
    await view.user.clear(field('First name'));
    await view.user.clear(field('Email'));
    await view.user.type(field('Email'), 'not-an-address');
    await view.user.click(within(details()).getByRole('button', { name: 'Save' }));
    expect(field('First name')).toHaveAccessibleDescription('This field is required');
    expect(field('Email')).toHaveAccessibleDescription('Please enter a valid email address');
    await view.user.clear(field('Email'));
    await view.user.clear(field('Username'));
    expect(field('Email')).toHaveAccessibleDescription(
      'Enter an email address or a username: you sign in with one of them.',
    );
    expect(view.callsTo('PUT /api/System/SystemUsers/putMe')).toHaveLength(0);
  });

  it('a refused save keeps what was typed and shows the server’s texts', async () => {
    const view = render({
      'PUT /api/System/SystemUsers/putMe': () =>
        json(
          {
            statusText: 'That email address or username is already used by another account.',
            code: 'conflict',
            fields: { username: 'This username is already used by another account.' },
          },
          { status: 409 },
        ),
    });
    await screen.findByDisplayValue('Dana');
    await view.user.clear(field('Username'));
    await view.user.type(field('Username'), 'admin');
    await view.user.click(within(details()).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('That email address or username is already used by another account.'),
    ).toBeInTheDocument();
    expect(field('Username')).toHaveValue('admin');
    expect(field('Username')).toHaveAccessibleDescription(
      'This username is already used by another account.',
    );
  });

  it('a stale write where both changed a field asks which to keep; “Take their version” drops my edits', async () => {
    let version = me;
    const view = render({
      'GET /api/System/SystemUsers/getMe': () => json(version),
      'PUT /api/System/SystemUsers/putMe': () => json(staleBody, { status: 409 }),
    });
    await screen.findByDisplayValue('Dana');
    version = { ...me, firstName: 'Donna', lastName: 'Dunn', dateModified: '2025-04-01T00:00:00.000Z' };
    await view.user.clear(field('First name'));
    await view.user.type(field('First name'), 'Dina');
    await view.user.click(within(details()).getByRole('button', { name: 'Save' }));
    const merge = await screen.findByRole('dialog', { name: 'Both of you changed this record' });
    expect(within(merge).getByRole('radio', { name: 'Mine: Dina' })).toBeChecked();
    expect(within(merge).getByRole('radio', { name: 'Theirs: Donna' })).not.toBeChecked();
    await view.user.click(within(merge).getByRole('button', { name: 'Take their version' }));
    expect(await screen.findByDisplayValue('Dunn')).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Donna');
  });

  it('a stale write merges mine with theirs to save again (decision 080)', async () => {
    let version = me;
    let putCount = 0;
    const view = render({
      'GET /api/System/SystemUsers/getMe': () => json(version),
      'PUT /api/System/SystemUsers/putMe': ({ body }) =>
        ++putCount === 1 ? json(staleBody, { status: 409 }) : json(body),
    });
    await screen.findByDisplayValue('Dana');
    version = { ...me, lastName: 'Dunn', dateModified: '2025-04-01T00:00:00.000Z' };
    await view.user.clear(field('First name'));
    await view.user.type(field('First name'), 'Dina');
    await view.user.click(within(details()).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Someone changed Last Name. Their changes are in, and yours are kept. Review them and save again.',
      ),
    ).toBeInTheDocument();
    expect(field('First name')).toHaveValue('Dina');
    expect(field('Last name')).toHaveValue('Dunn');
    await view.user.click(within(details()).getByRole('button', { name: 'Save' }));
    await screen.findByText('Your profile has been saved.');
    const sent = view.callsTo('PUT /api/System/SystemUsers/putMe')[1]!.body as SystemUser;
    expect(sent).toMatchObject({ firstName: 'Dina', lastName: 'Dunn', dateModified: version.dateModified });
  });

  it('leaving with unsaved changes asks first', async () => {
    const view = render();
    await screen.findByDisplayValue('Dana');
    view.runtime.navigate('/orders');
    expect(view.navigations).toEqual(['/orders']);
    await view.user.type(field('First name'), 'x');
    view.runtime.navigate('/loads');
    const dialog = await screen.findByRole('alertdialog', { name: 'Discard changes?' });
    expect(dialog).toHaveTextContent('You have unsaved changes. Leave this page and discard them?');
    await view.user.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    expect(view.navigations).toEqual(['/orders']);
    expect(field('First name')).toHaveValue('Danax');
    view.runtime.navigate('/loads');
    await view.user.click(await screen.findByRole('button', { name: 'Discard' }));
    await expect.poll(() => view.navigations).toEqual(['/orders', '/loads']);
  });
});

describe('Profile: change password', () => {
  const passwords = () => screen.getByRole('form', { name: 'Change Password' });
  const secret = (name: string) =>
    within(passwords()).getByLabelText(new RegExp(`^${name}`), { selector: 'input' });
  const fill = async (view: ReturnType<typeof render>, old: string, next: string, confirm = next) => {
    await view.user.type(secret('Current Password'), old);
    await view.user.type(secret('New Password'), next);
    await view.user.type(secret('Confirm Password'), confirm);
    await view.user.click(within(passwords()).getByRole('button', { name: 'Change Password' }));
  };

  it('holds the new password to the spec’s rules', async () => {
    const view = render();
    await screen.findByDisplayValue('Dana');
    await fill(view, 'Old#Pass1', 'short', 'other');
    expect(secret('New Password')).toHaveAccessibleDescription('Password must be at least 8 characters long');
    expect(secret('Confirm Password')).toHaveAccessibleDescription('Passwords do not match');
    expect(within(passwords()).getByRole('list', { name: 'Password requirements' })).toBeInTheDocument();
    expect(view.callsTo('POST /api/auth/ChangePassword')).toHaveLength(0);
  });

  it('changes it with the current one and says so; the fields empty', async () => {
    const view = render({ 'POST /api/auth/ChangePassword': () => json(true) });
    await screen.findByDisplayValue('Dana');
    await fill(view, 'Old#Pass1', 'New#Pass22');
    expect(await screen.findByText('Your password has been updated')).toBeInTheDocument();
    expect(view.callsTo('POST /api/auth/ChangePassword')[0]!.body).toEqual({
      passwordOld: 'Old#Pass1',
      password: 'New#Pass22',
    });
    expect(secret('New Password')).toHaveValue('');
  });

  it.each([
    ['a false answer', () => json(false), 'Unable to change your password.'],
    [
      'a refusal',
      () =>
        json({ statusText: 'Your current password is not correct.', code: 'bad_request' }, { status: 400 }),
      'Your current password is not correct.',
    ],
  ])('%s shows its text and keeps the input', async (_, answer, text) => {
    const view = render({ 'POST /api/auth/ChangePassword': answer });
    await screen.findByDisplayValue('Dana');
    await fill(view, 'Old#Pass1', 'New#Pass22');
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(secret('New Password')).toHaveValue('New#Pass22');
  });
});

describe('Profile: report subscriptions (customer logins)', () => {
  const customer = identity({ hash: 'hash-customer', identityType: 'customer', customerId: 3 });
  const auth = signInResult({
    userIdentityCurrent: customer,
    userIdentities: [customer],
    userLogin: 'dana@example.com',
  });
  const meWithLogin = {
    ...me,
    systemCustomers: [
      {
        systemCustomerId: 5,
        systemUserId: 7,
        hash: 'hash-customer',
        isActive: true,
        permissionCodes: [],
        orderCustomerId: 3,
      },
    ],
  };
  const subscriptionsForm = () => screen.getByRole('form', { name: 'Report Subscriptions' });

  it('one tick per weekday, Sunday first, to the login’s e-mail or another address', async () => {
    const view = render(
      {
        'GET /api/System/SystemUsers/getMe': () => json(meWithLogin),
        'GET /api/Reports/getCustomerSubscriptions/5': () => json([]),
        'PUT /api/Reports/putCustomerSubscriptions/5': ({ body }) =>
          json((body as object[]).map((s) => ({ ...s, reportSubscriptionId: 41 }))),
      },
      auth,
    );
    const form = await screen.findByRole('form', { name: 'Report Subscriptions' });
    const days = within(form)
      .getAllByRole('checkbox')
      .map((c) => c.getAttribute('aria-label') ?? c.id);
    expect(days).toHaveLength(7);
    const labels = within(form)
      .getAllByRole('checkbox')
      .map((c) => document.querySelector(`label[for="${c.id}"]`)?.textContent);
    expect(labels).toEqual(['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    expect(within(form).getByRole('radio', { name: "My login's e-mail (dana@example.com)" })).toBeChecked();
    await view.user.click(within(form).getByRole('checkbox', { name: 'Monday' }));
    await view.user.click(within(form).getByRole('radio', { name: 'Another e-mail address' }));
    await view.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(within(form).getByRole('textbox', { name: 'E-mail address' })).toHaveAccessibleDescription(
      'Please enter a valid email address',
    );
    await view.user.type(within(form).getByRole('textbox', { name: 'E-mail address' }), 'ops@example.com');
    await view.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Your report subscriptions have been saved.')).toBeInTheDocument();
    expect(view.callsTo('PUT /api/Reports/putCustomerSubscriptions/5')[0]!.body).toEqual([
      expect.objectContaining({
        reportSubscriptionId: 0,
        systemCustomerId: 5,
        customEmail: 'ops@example.com',
        isOnMonday: true,
        isOnSunday: false,
      }),
    ]);
    await expectNoAxeViolations(view.container);
    expect(subscriptionsForm()).toBeInTheDocument();
  });

  const saved = {
    reportSubscriptionId: 41,
    systemCustomerId: 5,
    customEmail: 'ops@example.com',
    orderCustomerId: 3,
    isOnSunday: false,
    isOnMonday: true,
    isOnTuesday: false,
    isOnWednesday: false,
    isOnThursday: false,
    isOnFriday: false,
    isOnSaturday: false,
  };
  const sendNow = () => within(subscriptionsForm()).getByRole('button', { name: 'Send now' });

  it('Send now e-mails the saved subscription at once, busy while it sends, and names the address', async () => {
    const sending = deferred<Response>();
    const view = render(
      {
        'GET /api/System/SystemUsers/getMe': () => json(meWithLogin),
        'GET /api/Reports/getCustomerSubscriptions/5': () => json([saved]),
        'GET /api/Reports/sendReport/41': () => sending.promise,
      },
      auth,
    );
    await screen.findByRole('form', { name: 'Report Subscriptions' });
    expect(sendNow()).toBeEnabled();
    await view.user.click(sendNow());
    await waitFor(() => expect(sendNow()).toHaveAttribute('aria-busy', 'true'));
    expect(sendNow()).toBeDisabled();
    expect(view.callsTo('GET /api/Reports/sendReport/41')).toHaveLength(1);
    sending.resolve(json(true));
    expect(await screen.findByText('The report was sent to ops@example.com.')).toBeInTheDocument();
    expect(sendNow()).toBeEnabled();
    await expectNoAxeViolations(view.container);
  });

  it('Send now goes to the login’s e-mail when no other address is saved, and shows a refusal', async () => {
    let answer = () => json(true);
    const view = render(
      {
        'GET /api/System/SystemUsers/getMe': () => json(meWithLogin),
        'GET /api/Reports/getCustomerSubscriptions/5': () => json([{ ...saved, customEmail: null }]),
        'GET /api/Reports/sendReport/41': () => answer(),
      },
      auth,
    );
    await screen.findByRole('form', { name: 'Report Subscriptions' });
    await view.user.click(sendNow());
    expect(await screen.findByText('The report was sent to dana@example.com.')).toBeInTheDocument();
    const refusal = 'No e-mail address: the login has none and no custom address is set.';
    answer = () => json({ statusText: refusal, code: 'conflict' }, { status: 409 });
    await view.user.click(sendNow());
    const alert = await screen.findByText(refusal);
    expect(alert).toBeInTheDocument();
    await view.user.click(within(subscriptionsForm()).getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByText(refusal)).not.toBeInTheDocument());
  });

  it('Send now is off, saying why, for a subscription not saved yet or changed since', async () => {
    const view = render(
      {
        'GET /api/System/SystemUsers/getMe': () => json(meWithLogin),
        'GET /api/Reports/getCustomerSubscriptions/5': () => json([saved]),
      },
      auth,
    );
    const form = await screen.findByRole('form', { name: 'Report Subscriptions' });
    await view.user.click(within(form).getByRole('checkbox', { name: 'Tuesday' }));
    expect(sendNow()).toBeDisabled();
    expect(sendNow()).toHaveAccessibleDescription(
      'Save or undo your changes first: Send now sends the saved subscription.',
    );
    expect(sendNow().parentElement).toHaveAttribute(
      'title',
      'Save or undo your changes first: Send now sends the saved subscription.',
    );
    await view.user.click(within(form).getByRole('checkbox', { name: 'Tuesday' }));
    expect(sendNow()).toBeEnabled();
    expect(sendNow()).not.toHaveAccessibleDescription();

    view.unmount();
    render(
      {
        'GET /api/System/SystemUsers/getMe': () => json(meWithLogin),
        'GET /api/Reports/getCustomerSubscriptions/5': () => json([]),
      },
      auth,
    );
    await screen.findByRole('form', { name: 'Report Subscriptions' });
    expect(sendNow()).toBeDisabled();
    expect(sendNow()).toHaveAccessibleDescription(
      'Save the subscription first: Send now sends the saved subscription.',
    );
  });
});

describe('Profile: home page (issue #31)', () => {
  const getHome = 'GET /api/Session/getHomePage';
  const putHome = 'PUT /api/Session/putHomePage';

  it('lets a dispatcher make the board their home, kept on the server and in this browser', async () => {
    const auth = employeeAuth();
    const view = render(
      {
        [getHome]: () => json({ homePage: 'orders' }),
        [putHome]: ({ body }) => json(body),
      },
      auth,
    );
    const form = await screen.findByRole('form', { name: 'Home page' });
    const select = within(form).getByRole('combobox', { name: 'Home page' });
    expect(select).toHaveValue('orders');
    expect(view.storage.getItem(homePageKey(auth.userId!))).toBe('orders');
    await view.user.selectOptions(select, 'Board');
    await view.user.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Home page saved.')).toBeInTheDocument();
    expect(view.callsTo(putHome)[0]?.body).toEqual({ homePage: 'board' });
    expect(view.storage.getItem(homePageKey(auth.userId!))).toBe('board');
    await expectNoAxeViolations(view.container);
  });

  it('offers no choice to someone who may not open the board', async () => {
    const view = render({}, customerAuth());
    await screen.findByRole('form', { name: 'Your details' });
    expect(screen.queryByRole('form', { name: 'Home page' })).toBeNull();
    expect(view.callsTo(getHome)).toEqual([]);
  });
});
