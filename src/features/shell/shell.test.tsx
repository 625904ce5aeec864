import { act, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Permission as P } from '#contract/permissions';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { json } from '../../testing/table-fetch';
import { adminIdentity, customerAuth, employeeAuth, navPermissions } from '../../testing/auth-fixtures';
import { renderApp } from './testing/render-app';
import { stubbedPages } from './testing/stub-pages';

// The header menus fetch their Radix code on first use (shell-menu.tsx); compiling it here, not inside the
// first test that opens one, keeps that test within its time on a busy machine.
beforeAll(() => import('#ui/components/dropdown-menu/dropdown-menu'), 60_000);

const navLinkNames = () =>
  within(screen.getByRole('navigation', { name: 'Main' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

async function openAvatarMenu(app: ReturnType<typeof renderApp>) {
  await app.user.click(screen.getByRole('button', { name: 'Account menu for Dana Driver, initials DD' }));
  return screen.findByRole('menu');
}

describe('navigation bar', () => {
  it('shows staff the links of their permissions and marks the current section', async () => {
    const auth = employeeAuth([...navPermissions, P.OrderNoteView]);
    renderApp({ url: '/orders/5/notes', auth, pages: stubbedPages() });
    // The order's pages carry the order as their heading (Notes is a tab under it).
    await screen.findByRole('heading', { level: 1, name: 'Order #5' });
    expect(navLinkNames()).toEqual([
      'Board',
      'Load Calendar',
      'Orders',
      'Loads',
      'Customers',
      'Storage Customers',
      'Locations',
      'Carriers',
      'Reports',
      'Users',
      'Webhooks',
    ]);
    expect(screen.getByRole('link', { name: 'Orders' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Loads' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Users' })).toHaveAttribute('href', '/users/admin');
  });

  it('shows a customer its own customer page and Reports only', async () => {
    renderApp({ url: '/reports/order-picked-dates', auth: customerAuth(), pages: stubbedPages() });
    await screen.findByRole('heading', { level: 1, name: 'Order Picked Dates' });
    expect(navLinkNames()).toEqual(['My Company', 'Reports']);
    expect(screen.getByRole('link', { name: 'My Company' })).toHaveAttribute('href', '/order-customers/12');
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('aria-current', 'page');
  });

  it('moves between pages without leaving the shell', async () => {
    const app = renderApp({ url: '/orders', auth: employeeAuth(), pages: stubbedPages() });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    await app.user.click(screen.getByRole('link', { name: 'Carriers' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Carriers' })).toBeInTheDocument();
    expect(app.url()).toBe('/carriers');
    expect(document.title).toBe('Carriers | NWDS Portal');
  });

  it('passes an accessibility check with the avatar menu open', async () => {
    const app = renderApp({ url: '/orders', auth: employeeAuth(), pages: stubbedPages() });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    await expectNoAxeViolations(document.body);
    await openAvatarMenu(app);
    await expectNoAxeViolations(document.body);
  });
});

describe('avatar menu', () => {
  it('names the user and the identity, and shows the version with the build date', async () => {
    const app = renderApp({ url: '/orders', auth: customerAuth(), pages: stubbedPages() });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    const menu = await openAvatarMenu(app);
    expect(within(menu).getByText('Dana Driver')).toBeInTheDocument();
    expect(within(menu).getByText('Dana Driver (My Company)')).toBeInTheDocument();
    expect(within(menu).getByText('v1.3.8 (09/04/2025)')).toBeInTheDocument();
    expect(within(menu).queryByRole('menuitem', { name: /Switch Account/ })).not.toBeInTheDocument();
  });

  it('offers Switch Account with the count of accounts, returning to the current page', async () => {
    const app = renderApp({
      url: '/orders?page=2',
      auth: employeeAuth(undefined, [adminIdentity]),
      pages: stubbedPages(),
    });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    await openAvatarMenu(app);
    await app.user.click(screen.getByRole('menuitem', { name: 'Switch Account 2' }));
    await screen.findByRole('heading', { name: 'Account Selection stub' });
    expect(app.url()).toBe('/login/account-selection?returnUrl=%2Forders%3Fpage%3D2');
  });

  it('opens the profile', async () => {
    const app = renderApp({ url: '/orders', auth: employeeAuth(), pages: stubbedPages() });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    await openAvatarMenu(app);
    await app.user.click(screen.getByRole('menuitem', { name: 'Profile' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Profile' })).toBeInTheDocument();
    expect(app.url()).toBe('/users/profile');
  });

  it('logs out: clears the session, calls the logout endpoint and goes to login', async () => {
    const app = renderApp({
      url: '/orders',
      auth: employeeAuth(),
      pages: stubbedPages(),
      routes: { 'GET /api/auth/logout': () => new Response(null, { status: 204 }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    await openAvatarMenu(app);
    await app.user.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Login stub' })).toBeInTheDocument();
    expect(app.url()).toBe('/login');
    expect(app.runtime.services.authStore.read()).toBeNull();
    expect(app.requests.filter((r) => r.path === '/api/auth/logout')).toHaveLength(1);
  });
});

describe('global hosts', () => {
  it('shows the snackbar actor’s message and closes it with Close', async () => {
    const app = renderApp({ url: '/orders', auth: employeeAuth(), pages: stubbedPages() });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    act(() => app.runtime.showSnackbar({ text: 'Order saved', severity: 'success' }));
    expect(screen.getByRole('status')).toHaveTextContent('Order saved');
    await app.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('asks through the confirm actor with the default texts and answers the opener', async () => {
    const app = renderApp({ url: '/orders', auth: employeeAuth(), pages: stubbedPages() });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    let answer!: Promise<boolean>;
    act(() => {
      answer = app.runtime.confirm();
    });
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to proceed?');
    await app.user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await expect(answer).resolves.toBe(true);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());

    act(() => {
      answer = app.runtime.confirm({ title: 'Delete order', message: 'This cannot be undone.' });
    });
    const second = await screen.findByRole('alertdialog', { name: 'Delete order' });
    await app.user.click(within(second).getByRole('button', { name: 'Cancel' }));
    await expect(answer).resolves.toBe(false);
  });
});

describe('keyboard, screen readers and narrow screens (issue #10)', () => {
  it('offers a skip link to the main content first, and names the avatar with its initials', async () => {
    const app = renderApp({ url: '/orders', auth: employeeAuth(), pages: stubbedPages() });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    await app.user.tab();
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    const avatar = screen.getByRole('button', { name: /^Account menu for Dana Driver/ });
    expect(avatar.getAttribute('aria-label')).toContain(avatar.textContent!.trim());
  });

  it('opens the links from the menu button in a dialog, and a followed link closes it', async () => {
    const app = renderApp({ url: '/orders', auth: employeeAuth(), pages: stubbedPages() });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    await app.user.click(screen.getByRole('button', { name: 'Menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    const links = within(within(menu).getByRole('navigation', { name: 'Main' })).getAllByRole('link');
    expect(links.map((l) => l.textContent)).toContain('Storage Customers');
    await expectNoAxeViolations(document.body);
    await app.user.click(within(menu).getByRole('link', { name: 'Carriers' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Carriers' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument());
    expect(app.url()).toBe('/carriers');
  });
});

describe('environment banner', () => {
  it('names a non-production environment from /api/config, asking once', async () => {
    const app = renderApp({
      url: '/login',
      pages: stubbedPages(),
      routes: { 'GET /api/config': () => json({ environmentName: 'staging', version: '1.3.8' }) },
    });
    expect(await screen.findByRole('note', { name: 'Environment' })).toHaveTextContent('staging environment');
    // In a landmark of its own, so no content sits outside one.
    expect(screen.getByRole('complementary', { name: 'Environment' })).toContainElement(
      screen.getByRole('note', { name: 'Environment' }),
    );
    expect(app.requests.filter((r) => r.path === '/api/config')).toHaveLength(1);
  });

  it('shows nothing in production', async () => {
    const app = renderApp({ url: '/login', pages: stubbedPages() });
    await screen.findByRole('heading', { name: 'Login stub' });
    await waitFor(() => expect(app.requests.some((r) => r.path === '/api/config')).toBe(true));
    expect(screen.queryByRole('note', { name: 'Environment' })).not.toBeInTheDocument();
  });

  it('shows nothing when the call fails, and only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const failing = () => json({ statusText: 'Server error' }, { status: 500 });
    renderApp({ url: '/login', pages: stubbedPages(), routes: { 'GET /api/config': failing } });
    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('could not read the app configuration', expect.anything()),
    );
    expect(screen.queryByRole('note', { name: 'Environment' })).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
