import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { SignInResult } from '#contract/identity';
import { accountChoices, signInResult } from '#machines/testing/auth-fixtures';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { AccountSelectionPage } from './account-selection-page';
import { deferred, errorResponse, json, renderPage, type RouteTable } from './testing/render-page';

const meRoute = 'GET /api/System/SystemUsers/getMe';
const enterRoute = 'POST /api/auth/LoginToAccount';

const { employee, customer, picker } = accountChoices;
const stored = signInResult({
  token: 'tok',
  fullName: 'Dana Driver',
  userIdentities: [picker, employee, customer],
  userIdentityCurrent: null,
});

const me = (overrides: Record<string, unknown> = {}) => ({
  systemUserId: 7,
  isActive: true,
  emailAddress: 'dana@example.com',
  username: 'dana',
  firstName: 'Dana',
  lastName: 'Driver',
  phoneNumber: null,
  ...overrides,
});
const role = (systemRoleId: number, name: string) => ({ systemRoleId, name, permissionCodes: [] });

const open = (
  options: { url?: string; auth?: SignInResult | null; routes?: RouteTable; profile?: unknown } = {},
) =>
  renderPage(<AccountSelectionPage params={{}} />, {
    url: options.url ?? '/login/account-selection',
    auth: options.auth === undefined ? stored : options.auth,
    routes: { [meRoute]: () => json(options.profile ?? me()), ...options.routes },
  });

const list = () => screen.findByRole('radiogroup', { name: 'Please select the account you wish to use:' });

describe('AccountSelectionPage', () => {
  it('greets the person and lists the identities, scan-to-pick disabled', async () => {
    const profile = deferred<void>();
    const { container } = open({ routes: { [meRoute]: () => profile.promise.then(() => json(me())) } });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Dana.' })).toBeInTheDocument();
    expect(screen.getByText('Your login is associated with multiple accounts.')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading your accounts' })).toBeInTheDocument();
    profile.resolve();
    const group = within(await list());
    expect(group.getByRole('radio', { name: 'Dana P (Picker)' })).toBeDisabled();
    expect(group.getByRole('radio', { name: 'Dana Driver (Dispatcher)' })).toBeChecked();
    expect(group.getByRole('radio', { name: 'Dana D (Acme Foods)' })).not.toBeChecked();
    expect(screen.queryByText('Advanced Options')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('preselects the current identity', async () => {
    open({ auth: { ...stored, userIdentityCurrent: customer } });
    expect(within(await list()).getByRole('radio', { name: 'Dana D (Acme Foods)' })).toBeChecked();
  });

  it('enters the chosen identity and goes to the returnUrl', async () => {
    const entered = signInResult({ token: 'entered', userIdentityCurrent: customer });
    const { user, callsTo, navigations, runtime } = open({
      url: '/login/account-selection?returnUrl=%2Floads%2F12',
      routes: { [enterRoute]: () => json(entered) },
    });
    await user.click(within(await list()).getByRole('radio', { name: 'Dana D (Acme Foods)' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(navigations).toEqual(['/loads/12']));
    const sent = callsTo(enterRoute)[0]!;
    expect(sent.authorization).toBe('Bearer tok');
    expect(sent.body).toMatchObject({ hash: 'cust', applyRolePermissions: true });
    expect(runtime.services.authStore.read()).toEqual(entered);
  });

  it('offers the role options only when the profile lists system roles', async () => {
    const entered = signInResult({ userIdentityCurrent: employee });
    const enter = deferred<void>();
    const { user, callsTo, navigations, container } = open({
      profile: me({ systemRoles: [role(1, 'Dispatch Lead'), role(2, 'Billing')] }),
      routes: { [enterRoute]: () => enter.promise.then(() => json(entered)) },
    });
    await list();
    const toggle = screen.getByRole('button', { name: 'Advanced Options' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const apply = screen.getByRole('checkbox', { name: 'Apply role permissions' });
    expect(apply).toBeChecked();
    expect(apply).toHaveAccessibleDescription(
      'If checked, the permissions from the following roles will be applied to your session.',
    );
    const chips = within(screen.getByRole('list', { name: 'Roles' })).getAllByRole('listitem');
    expect(chips.map((c) => c.textContent)).toEqual(['Dispatch Lead', 'Billing']);
    await expectNoAxeViolations(container);

    await user.click(apply);
    expect(apply).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const busy = screen.getByRole('button', { name: 'Continue' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(callsTo(enterRoute)[0]!.body).toMatchObject({ hash: 'emp', applyRolePermissions: false });
    enter.resolve();
    await waitFor(() => expect(navigations).toEqual(['/']));
  });

  it('shows a failed Continue in a dismissible alert and logs it', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { user, navigations } = open({
      routes: { [enterRoute]: () => errorResponse(409, 'This account is disabled') },
    });
    await list();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account is disabled');
    expect(log).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(navigations).toEqual([]);
    log.mockRestore();
  });

  it('goes back to the login root on Cancel when there is no history', async () => {
    const { user, navigations } = open();
    await list();
    expect(window.history.length).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(navigations).toEqual(['/login']);
  });

  it('hides the list when the profile is inactive', async () => {
    const { requests } = open({ profile: me({ isActive: false }) });
    await waitFor(() => expect(requests.length).toBeGreaterThan(0));
    await waitFor(() => expect(screen.queryByRole('progressbar')).not.toBeInTheDocument());
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeDisabled();
  });

  it('sends a visitor with no stored identities to the login root', async () => {
    const { navigations, requests } = open({ auth: null });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome, Unknown.' })).toBeInTheDocument();
    await waitFor(() => expect(navigations).toEqual(['/login']));
    expect(requests).toEqual([]);
  });
});
