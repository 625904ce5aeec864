import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { messages } from '#contract/messages';
import { identity, signInResult } from '#machines/testing/auth-fixtures';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { LoginPage } from './login-page';
import { deferred, errorResponse, json, renderPage, type RenderPageOptions } from './testing/render-page';

const open = (options: RenderPageOptions = {}) =>
  renderPage(<LoginPage params={{}} />, { url: '/login', ...options });

const fields = () => ({
  login: screen.getByLabelText('Email or username'),
  password: screen.getByLabelText('Password'),
  submit: screen.getByRole('button', { name: 'Login' }),
});

const employee = identity({ hash: 'emp' });
const customer = identity({ hash: 'cust', identityType: 'customer', customerName: 'Acme Foods' });

describe('LoginPage', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows the credentials form, its links and the footer', async () => {
    const { container } = open();
    const { login, password, submit } = fields();
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(login).toHaveValue('');
    expect(password).toHaveAttribute('type', 'password');
    expect(submit).toBeEnabled();
    expect(screen.getByRole('link', { name: 'New customer? Request Access' })).toHaveAttribute(
      'href',
      '/login/request-access',
    );
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/login/forgot-password',
    );
    expect(
      screen.getByText(`© ${new Date().getFullYear()} Northwest Distribution Services`),
    ).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows and hides the password', async () => {
    const { user } = open();
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(fields().password).toHaveAttribute('type', 'text');
  });

  it('carries the typed email into both links, and the query email into the field', async () => {
    const { user, history } = open({ url: '/login?email=dana%40example.com' });
    const { login } = fields();
    expect(login).toHaveValue('dana@example.com');
    await user.clear(login);
    await user.type(login, 'a+b@example.com');
    expect(screen.getByRole('link', { name: 'Forgot your password?' })).toHaveAttribute(
      'href',
      '/login/forgot-password?email=a%2Bb%40example.com',
    );
    const requestAccess = screen.getByRole('link', { name: 'New customer? Request Access' });
    expect(requestAccess).toHaveAttribute('href', '/login/request-access?email=a%2Bb%40example.com');
    await user.click(requestAccess);
    expect(history.at(-1)).toBe('/login/request-access?email=a%2Bb%40example.com');
  });

  it.each([
    ['tokenExpired', messages.tokenExpired],
    ['unknownError', messages.unknownError],
  ])('shows a dismissible banner for error=%s', async (error, text) => {
    const { user, container } = open({ url: `/login?error=${error}` });
    expect(screen.getByRole('alert')).toHaveTextContent(text);
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says nothing for error=loginRequired', () => {
    open({ url: '/login?error=loginRequired' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('validates only once Login is pressed', async () => {
    const { user, requests, container } = open();
    expect(screen.queryByText('Please enter a valid email or username')).not.toBeInTheDocument();
    await user.click(fields().submit);
    expect(screen.getByText('Please enter a valid email or username')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
    expect(fields().login).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(container);
    await user.type(fields().login, 'dana');
    expect(screen.queryByText('Please enter a valid email or username')).not.toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  describe('Enter', () => {
    const pending = () => ({ 'POST /api/auth/Login': () => new Promise<Response>(() => {}) });

    it('in the username field submits only with a password longer than 6 characters', async () => {
      const { user, callsTo } = open({ routes: pending() });
      await user.type(fields().password, 'sixsix');
      await user.type(fields().login, 'dana{Enter}');
      expect(callsTo('POST /api/auth/Login')).toHaveLength(0);
      expect(screen.queryByText('Please enter your password')).not.toBeInTheDocument();
      await user.type(fields().password, '7');
      await user.type(fields().login, '{Enter}');
      await waitFor(() => expect(callsTo('POST /api/auth/Login')).toHaveLength(1));
    });

    it('in the password field submits whatever its length', async () => {
      const { user, callsTo } = open({ routes: pending() });
      await user.type(fields().login, 'dana');
      await user.type(fields().password, 'x{Enter}');
      await waitFor(() => expect(callsTo('POST /api/auth/Login')).toHaveLength(1));
      expect(callsTo('POST /api/auth/Login')[0]!.body).toMatchObject({ login: 'dana', password: 'x' });
    });
  });

  it('signs in to the only identity and goes to the returnUrl', async () => {
    const first = signInResult({ token: 'first', userIdentities: [employee] });
    const entered = signInResult({ token: 'second', userIdentityCurrent: employee });
    const login = deferred<Response>();
    const { user, callsTo, navigations, runtime } = open({
      url: '/login?returnUrl=%2Forders%3Fpage%3D2',
      routes: {
        'POST /api/auth/Login': () => login.promise,
        'POST /api/auth/LoginToAccount': () => json(entered),
      },
    });
    await user.type(fields().login, ' dana@example.com ');
    await user.type(fields().password, 'Secret#1');
    await user.click(fields().submit);

    const busy = screen.getByRole('button', { name: 'Login' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(fields().login).toBeDisabled();
    const sent = callsTo('POST /api/auth/Login')[0]!.body as Record<string, unknown>;
    expect(sent).toMatchObject({ login: 'dana@example.com', password: 'Secret#1' });
    expect(typeof sent.localTime).toBe('string');
    expect(typeof sent.timezoneOffsetMinutes).toBe('number');

    login.resolve(json(first));
    await waitFor(() => expect(navigations).toEqual(['/orders?page=2']));
    const enter = callsTo('POST /api/auth/LoginToAccount')[0]!;
    expect(enter.authorization).toBe('Bearer first');
    expect(enter.body).toMatchObject({ hash: 'emp', applyRolePermissions: true });
    expect(runtime.services.authStore.read()).toEqual(entered);
  });

  it('sends an account holding several identities to account selection', async () => {
    const result = signInResult({ userIdentities: [employee, customer] });
    const { user, navigations, callsTo, runtime } = open({
      url: '/login?returnUrl=%2Floads',
      routes: { 'POST /api/auth/Login': () => json(result) },
    });
    await user.type(fields().login, 'dana');
    await user.type(fields().password, 'Secret#1{Enter}');
    await waitFor(() => expect(navigations).toEqual(['/login/account-selection?returnUrl=%2Floads']));
    expect(callsTo('POST /api/auth/LoginToAccount')).toHaveLength(0);
    expect(runtime.services.authStore.read()).toEqual(result);
  });

  it('shows a failed sign-in in the banner, cleared on dismiss', async () => {
    const { user, navigations } = open({
      routes: { 'POST /api/auth/Login': () => errorResponse(400, 'Invalid username or password') },
    });
    await user.type(fields().login, 'dana');
    await user.type(fields().password, 'wrong{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid username or password');
    expect(fields().login).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(navigations).toEqual([]);
  });

  it('says so when the account has no identities', async () => {
    const { user } = open({
      routes: { 'POST /api/auth/Login': () => json(signInResult({ userIdentities: [] })) },
    });
    await user.type(fields().login, 'dana');
    await user.type(fields().password, 'Secret#1{Enter}');
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.noIdentities);
  });

  describe('session check', () => {
    const stored = signInResult({ userIdentityCurrent: employee });

    it('goes home when the stored session is still signed in', async () => {
      const { navigations, callsTo } = open({
        auth: stored,
        routes: { 'POST /api/auth/AutoLogin': () => json(stored) },
      });
      expect(screen.getByRole('button', { name: 'Login' })).toHaveAttribute('aria-busy', 'true');
      await waitFor(() => expect(navigations).toEqual(['/']));
      expect(callsTo('POST /api/auth/AutoLogin').length).toBeGreaterThan(0);
    });

    it('is skipped with checkAuth=false or without a stored identity', () => {
      const first = open({ url: '/login?checkAuth=false', auth: stored });
      expect(first.requests).toEqual([]);
      first.unmount();
      const second = open();
      expect(second.requests).toEqual([]);
      expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled();
    });

    it('gives up silently after 1.5 s, aborting the call', async () => {
      vi.useFakeTimers({ shouldAdvanceTime: true });
      const { callsTo, navigations } = open({
        auth: stored,
        routes: { 'POST /api/auth/AutoLogin': () => new Promise<Response>(() => {}) },
      });
      const button = screen.getByRole('button', { name: 'Login' });
      expect(button).toBeDisabled();
      act(() => vi.advanceTimersByTime(1499));
      expect(button).toBeDisabled();
      act(() => vi.advanceTimersByTime(1));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Login' })).toBeEnabled());
      expect(callsTo('POST /api/auth/AutoLogin').every((r) => r.signal?.aborted)).toBe(true);
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(navigations).toEqual([]);
    });
  });
});
