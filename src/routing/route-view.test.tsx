import { act, screen, waitFor } from '@testing-library/react';
import { lazy } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Permission as P } from '#contract/permissions';
import { customerAuth, employeeAuth } from '../testing/auth-fixtures';
import { renderApp } from '../features/shell/testing/render-app';
import { stubbedPages, stubPage } from '../features/shell/testing/stub-pages';
import { json } from '../testing/table-fetch';
import { resolveLocation } from './route-view';

const chunkError = () =>
  new TypeError('Failed to fetch dynamically imported module: http://portal.test/assets/orders-page.js');
const failingPage = (error: () => Error) => lazy(() => Promise.reject(error()));

afterEach(() => vi.restoreAllMocks());

describe('resolveLocation', () => {
  it('follows a redirect chain to its end', () => {
    expect(resolveLocation('/', employeeAuth())).toEqual({ kind: 'redirect', to: '/orders' });
    expect(resolveLocation('/reports', employeeAuth())).toEqual({
      kind: 'redirect',
      to: '/reports/customer-contact-list',
    });
  });

  it('leads / to the board for a person who chose it and may open it, else to the orders list (issue #31)', () => {
    expect(resolveLocation('/', employeeAuth(), 'board')).toEqual({ kind: 'redirect', to: '/board' });
    expect(resolveLocation('/', employeeAuth(), 'orders')).toEqual({ kind: 'redirect', to: '/orders' });
    // The choice is the person's; an identity that may not open the board goes where the spec says.
    expect(resolveLocation('/', customerAuth(), 'board')).toEqual(resolveLocation('/', customerAuth()));
    // Only `/` follows the choice.
    expect(resolveLocation('/reports', employeeAuth(), 'board')).toEqual({
      kind: 'redirect',
      to: '/reports/customer-contact-list',
    });
  });

  it('follows the chain to the first screen an identity may open', () => {
    expect(resolveLocation('/orders', employeeAuth([P.PortalAccess]))).toEqual({
      kind: 'redirect',
      to: '/users/profile',
    });
  });
});

describe('RouteView', () => {
  it('sends a signed-out visitor to login with loginRequired and the returnUrl, replacing the entry', async () => {
    const app = renderApp({ url: '/loads?page=2', pages: stubbedPages() });
    expect(await screen.findByRole('heading', { name: 'Login stub' })).toBeInTheDocument();
    expect(app.url()).toBe('/login?error=loginRequired&returnUrl=%2Floads%3Fpage%3D2');
    expect(app.history).toHaveLength(1);
    expect(document.title).toBe('Login | NWDS Portal');
  });

  it('sends a signed-out visitor of the root to plain /login', async () => {
    const app = renderApp({ url: '/', pages: stubbedPages() });
    await screen.findByRole('heading', { name: 'Login stub' });
    expect(app.url()).toBe('/login');
  });

  it('renders the sign-in area without the navigation bar', async () => {
    renderApp({ url: '/login/request-access', pages: stubbedPages() });
    await screen.findByRole('heading', { name: 'Request Access stub' });
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('redirects / to the orders list inside the shell, titled after the route', async () => {
    const app = renderApp({
      url: '/',
      auth: employeeAuth(),
      pages: stubbedPages({ Orders: stubPage('Orders') }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders stub' })).toBeInTheDocument();
    expect(app.url()).toBe('/orders');
    expect(document.title).toBe('Orders | NWDS Portal');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('holds / for the server’s home page when this browser knows none, then leads to the board (issue #31)', async () => {
    let answer: (body: unknown) => void = () => undefined;
    const body = new Promise<unknown>((resolve) => {
      answer = resolve;
    });
    const app = renderApp({
      url: '/',
      auth: employeeAuth([P.PortalAccess, P.LoadView, P.OrderView]),
      live: true,
      routes: { 'GET /api/Session/getHomePage': () => body.then(json) },
      pages: stubbedPages({ Orders: stubPage('Orders'), Board: stubPage('Board') }),
    });
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
    expect(app.url()).toBe('/');
    act(() => answer({ homePage: 'board' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Board stub' })).toBeInTheDocument();
    expect(app.url()).toBe('/board');
    expect(app.history).not.toContain('/orders');
  });

  it('shows a placeholder titled with the route name for screens not built yet', async () => {
    renderApp({
      url: '/reports/cdtfa',
      auth: employeeAuth([P.PortalAccess, P.ReportView]),
      pages: stubbedPages(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'CDTFA' })).toBeInTheDocument();
    expect(document.title).toBe('CDTFA | NWDS Portal');
  });

  it('shows Not Found for an unknown path, with a way back to the orders list', async () => {
    const app = renderApp({ url: '/no/such/page', auth: employeeAuth(), pages: stubbedPages() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Not Found | NWDS Portal');
    await app.user.click(screen.getByRole('link', { name: 'Back to Orders' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(app.url()).toBe('/orders');
  });

  it('sends a user lacking the permission home, and on to the orders list', async () => {
    const app = renderApp({ url: '/users/admin/system', auth: employeeAuth([P.PortalAccess, P.OrderView]) });
    await screen.findByRole('heading', { level: 1, name: 'Orders' });
    expect(app.url()).toBe('/orders');
  });

  it('follows navigation after sign-in: the new session is read on the next location', async () => {
    const app = renderApp({ url: '/login', pages: stubbedPages() });
    await screen.findByRole('heading', { name: 'Login stub' });
    act(() => {
      app.runtime.storeAuth(employeeAuth());
      app.runtime.navigate('/loads');
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Loads' })).toBeInTheDocument();
  });

  it('warns of a new version when a page chunk fails to load online, and retries on the next visit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const pages = stubbedPages({ Orders: failingPage(chunkError) });
    const app = renderApp({ url: '/orders', auth: employeeAuth(), pages });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'A new version of this app is available, please refresh the page to get the latest version.',
      ),
    );
    expect(screen.getByRole('heading', { name: 'This page could not be loaded.' })).toBeInTheDocument();
    expect(pages.forgotten).toContain('Orders');

    act(() => app.runtime.navigate('/loads'));
    await screen.findByRole('heading', { level: 1, name: 'Loads' });
    act(() => app.runtime.navigate('/orders'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
  });

  it('blames the connection for a route error while offline', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const pages = stubbedPages({ Orders: failingPage(() => new Error('Network request failed')) });
    renderApp({ url: '/orders', auth: employeeAuth(), pages });
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent(
        'An error occurred while loading the page, please check your internet connection and try again.',
      ),
    );
  });

  it('shows no snackbar for other errors while online, only the fallback', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const pages = stubbedPages({ Orders: failingPage(() => new Error('boom')) });
    renderApp({ url: '/orders', auth: employeeAuth(), pages });
    await screen.findByRole('heading', { name: 'This page could not be loaded.' });
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});
