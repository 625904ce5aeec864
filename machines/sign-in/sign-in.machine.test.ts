import { describe, expect, it } from 'vitest';
import { assign, createActor, SimulatedClock } from 'xstate';
import type { LoginRequest, SignInResult } from '#contract/identity';
import { messages } from '#contract/messages';
import { identity, signInResult } from '../testing/auth-fixtures';
import { deferredActor, flush } from '../testing/deferred-actor';
import { recorder } from '../testing/recorder';
import type { LoginToAccountInput } from './sign-in.helpers';
import { signInMachine, type SignInInput } from './sign-in.machine';
import * as select from './sign-in.selectors';

const clockReading = { localTime: '2025-09-04T08:30:00', timezoneOffsetMinutes: 300 };

const start = (input: Partial<SignInInput> = {}) => {
  const checkCurrentUser = deferredActor<SignInResult | null>();
  const login = deferredActor<SignInResult | null, LoginRequest>();
  const loginToAccount = deferredActor<SignInResult | null, LoginToAccountInput>();
  const navigate = recorder<{ to: string }>();
  const storeAuth = recorder<{ auth: SignInResult }>();
  let cleared = 0;
  const clock = new SimulatedClock();
  const actor = createActor(
    signInMachine.provide({
      actions: {
        navigate: navigate.action,
        storeAuth: storeAuth.action,
        clearAuth: () => {
          cleared += 1;
        },
        stampClock: assign({ clock: () => clockReading }),
      },
      actors: {
        checkCurrentUser: checkCurrentUser.logic,
        login: login.logic,
        loginToAccount: loginToAccount.logic,
      },
    }),
    { input: { hasStoredIdentity: false, ...input }, clock },
  ).start();
  const typeIn = (login: string, password: string) => {
    actor.send({ type: 'field.changed', field: 'login', value: login });
    actor.send({ type: 'field.changed', field: 'password', value: password });
  };
  return {
    actor,
    clock,
    checkCurrentUser,
    login,
    loginToAccount,
    navigate,
    storeAuth,
    typeIn,
    cleared: () => cleared,
  };
};

describe('sign-in: session check on load', () => {
  it('goes straight to idle without a stored identity', () => {
    const t = start();
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(t.checkCurrentUser.calls).toHaveLength(0);
    expect(select.selectIsEditable(t.actor.getSnapshot())).toBe(true);
  });

  it.each([false, 'false'])('skips the check when checkAuth is %j', (checkAuth) => {
    const t = start({ hasStoredIdentity: true, checkAuth });
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(t.checkCurrentUser.calls).toHaveLength(0);
  });

  it('redirects home when the current user comes back', async () => {
    const t = start({ hasStoredIdentity: true, checkAuth: 'true', returnUrl: '/orders' });
    const snap = t.actor.getSnapshot();
    expect(snap.value).toBe('checkingSession');
    expect(select.selectIsBusy(snap)).toBe(true);
    expect(select.selectIsCheckingSession(snap)).toBe(true);
    expect(select.selectCanSubmit(snap)).toBe(false);
    t.checkCurrentUser.last().resolve(signInResult({ userIdentityCurrent: identity() }));
    await flush();
    expect(t.actor.getSnapshot().value).toBe('redirecting');
    expect(t.actor.getSnapshot().status).toBe('done');
    expect(select.selectIsRedirecting(t.actor.getSnapshot())).toBe(true);
    expect(t.navigate.calls).toEqual([{ to: '/' }]);
  });

  it('falls back to idle silently when the check fails, is aborted or has no identity chosen', async () => {
    for (const settle of ['reject', 'null', 'no identity'] as const) {
      const t = start({ hasStoredIdentity: true });
      if (settle === 'reject') t.checkCurrentUser.last().reject(new Error('401'));
      else if (settle === 'null') t.checkCurrentUser.last().resolve(null);
      else t.checkCurrentUser.last().resolve(signInResult({ userIdentityCurrent: null }));
      await flush();
      expect(t.actor.getSnapshot().value).toBe('idle');
      expect(select.selectError(t.actor.getSnapshot())).toBeNull();
      expect(t.navigate.calls).toEqual([]);
    }
  });

  it('gives up after 1.5 s, aborting the call, and ignores a late answer', async () => {
    const t = start({ hasStoredIdentity: true });
    const call = t.checkCurrentUser.last();
    t.clock.increment(1499);
    expect(t.actor.getSnapshot().value).toBe('checkingSession');
    expect(call.signal.aborted).toBe(false);
    t.clock.increment(1);
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(call.signal.aborted).toBe(true);
    call.resolve(signInResult({ userIdentityCurrent: identity() }));
    await flush();
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(t.navigate.calls).toEqual([]);
  });
});

describe('sign-in: query banner and prefill', () => {
  it.each([
    ['tokenExpired', messages.tokenExpired],
    ['unknownError', messages.unknownError],
    ['loginRequired', null],
    [null, null],
  ])('error=%s shows %j', (error, banner) => {
    const t = start({ error });
    expect(select.selectError(t.actor.getSnapshot())).toBe(banner);
  });

  it('dismisses the banner', () => {
    const t = start({ error: 'tokenExpired' });
    t.actor.send({ type: 'banner.dismiss' });
    expect(select.selectError(t.actor.getSnapshot())).toBeNull();
  });

  it('prefills the login from the email query and carries it to the links', () => {
    const t = start({ email: 'a+b@example.com' });
    const snap = t.actor.getSnapshot();
    expect(select.selectLogin(snap)).toBe('a+b@example.com');
    expect(select.selectRequestAccessHref(snap)).toBe('/login/request-access?email=a%2Bb%40example.com');
    expect(select.selectForgotPasswordHref(snap)).toBe('/login/forgot-password?email=a%2Bb%40example.com');
    t.actor.send({ type: 'field.changed', field: 'login', value: '' });
    expect(select.selectRequestAccessHref(t.actor.getSnapshot())).toBe('/login/request-access');
    expect(select.selectForgotPasswordHref(t.actor.getSnapshot())).toBe('/login/forgot-password');
  });
});

describe('sign-in: validation and Enter', () => {
  it('shows field errors only after a submit, then follows the typing', () => {
    const t = start();
    expect(select.selectLoginError(t.actor.getSnapshot())).toBeNull();
    expect(select.selectPasswordError(t.actor.getSnapshot())).toBeNull();
    t.actor.send({ type: 'credentials.submit' });
    let snap = t.actor.getSnapshot();
    expect(snap.value).toBe('idle');
    expect(select.selectLoginError(snap)).toBe('Please enter a valid email or username');
    expect(select.selectPasswordError(snap)).toBe('Please enter your password');
    t.actor.send({ type: 'field.changed', field: 'login', value: '  ' });
    expect(select.selectLoginError(t.actor.getSnapshot())).toBe('Please enter a valid email or username');
    t.actor.send({ type: 'field.changed', field: 'login', value: 'dana' });
    snap = t.actor.getSnapshot();
    expect(select.selectLoginError(snap)).toBeNull();
    expect(select.selectPasswordError(snap)).toBe('Please enter your password');
    expect(t.login.calls).toHaveLength(0);
  });

  it('submits on Enter in the password field whatever its length', () => {
    const t = start();
    t.typeIn('dana', 'x');
    t.actor.send({ type: 'password.enterPressed' });
    expect(t.actor.getSnapshot().matches('submitting')).toBe(true);
  });

  it('validates on Enter in the password field', () => {
    const t = start();
    t.actor.send({ type: 'password.enterPressed' });
    expect(select.selectLoginError(t.actor.getSnapshot())).toBe('Please enter a valid email or username');
  });

  it('submits on Enter in the login field only with a password longer than 6', () => {
    const t = start();
    t.typeIn('dana', 'sixsix');
    t.actor.send({ type: 'login.enterPressed' });
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(select.selectPasswordError(t.actor.getSnapshot())).toBeNull();
    t.actor.send({ type: 'field.changed', field: 'password', value: 'seven77' });
    t.actor.send({ type: 'login.enterPressed' });
    expect(t.actor.getSnapshot().matches('submitting')).toBe(true);
  });

  it('validates on Enter in the login field when the password is long enough', () => {
    const t = start();
    t.typeIn('', 'seven77');
    t.actor.send({ type: 'login.enterPressed' });
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(select.selectLoginError(t.actor.getSnapshot())).toBe('Please enter a valid email or username');
  });
});

describe('sign-in: submitting', () => {
  const submit = (input: Partial<SignInInput> = {}) => {
    const t = start({ error: 'tokenExpired', ...input });
    t.typeIn('  dana@example.com ', 'Secret#1');
    t.actor.send({ type: 'credentials.submit' });
    return t;
  };

  it('sends the login with the clock reading, busy, with the old banner gone', () => {
    const t = submit();
    const snap = t.actor.getSnapshot();
    expect(snap.value).toEqual({ submitting: 'signingIn' });
    expect(select.selectIsBusy(snap)).toBe(true);
    expect(select.selectIsSubmitting(snap)).toBe(true);
    expect(select.selectIsEditable(snap)).toBe(false);
    expect(select.selectError(snap)).toBeNull();
    expect(t.login.last().input).toEqual({
      login: 'dana@example.com',
      password: 'Secret#1',
      ...clockReading,
    });
  });

  it.each([
    ['/orders?page=2', '/login/account-selection?returnUrl=%2Forders%3Fpage%3D2'],
    [null, '/login/account-selection'],
    ['https://evil.example', '/login/account-selection'],
  ])(
    'with several identities stores the auth and goes to account selection (returnUrl %j)',
    async (returnUrl, to) => {
      const t = submit({ returnUrl });
      const result = signInResult({
        userIdentities: [identity(), identity({ hash: 'h2', identityType: 'admin' })],
      });
      t.login.last().resolve(result);
      await flush();
      expect(t.storeAuth.calls).toEqual([{ auth: result }]);
      expect(t.navigate.calls).toEqual([{ to }]);
      expect(t.loginToAccount.calls).toHaveLength(0);
      expect(t.actor.getSnapshot().status).toBe('done');
    },
  );

  it.each([
    ['/loads/12', '/loads/12'],
    [null, '/'],
    ['//evil.example', '/'],
  ])('with one identity enters it, stores and goes to %j', async (returnUrl, to) => {
    const t = submit({ returnUrl });
    const only = identity({ hash: 'only' });
    const first = signInResult({ token: 'first', userIdentities: [only] });
    t.login.last().resolve(first);
    await flush();
    expect(t.actor.getSnapshot().value).toEqual({ submitting: 'enteringAccount' });
    expect(t.loginToAccount.last().input).toEqual({
      identity: { ...only, applyRolePermissions: true },
      token: 'first',
    });
    expect(t.storeAuth.calls).toEqual([{ auth: first }]);
    const entered = signInResult({ token: 'second', userIdentityCurrent: only });
    t.loginToAccount.last().resolve(entered);
    await flush();
    expect(t.storeAuth.calls).toEqual([{ auth: first }, { auth: entered }]);
    expect(t.navigate.calls).toEqual([{ to }]);
    expect(t.actor.getSnapshot().value).toBe('redirecting');
    expect(t.cleared()).toBe(0);
  });

  it('shows the error when entering the single identity fails, or answers nothing', async () => {
    const t = submit();
    t.login.last().resolve(signInResult());
    await flush();
    t.loginToAccount.last().reject(new Error('Account disabled'));
    await flush();
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(select.selectError(t.actor.getSnapshot())).toBe('Account disabled');
    expect(t.cleared()).toBe(1);
    t.actor.send({ type: 'credentials.submit' });
    t.login.last().resolve(signInResult());
    await flush();
    t.loginToAccount.last().resolve(null);
    await flush();
    expect(select.selectError(t.actor.getSnapshot())).toBe(messages.noIdentities);
    expect(t.cleared()).toBe(2);
    expect(t.storeAuth.calls).toHaveLength(2);
    expect(t.navigate.calls).toEqual([]);
  });

  it.each([
    ['null result', null],
    ['null identities', signInResult({ userIdentities: null })],
    ['no identities', signInResult({ userIdentities: [] })],
  ])('with %s says no identities were found', async (_, result) => {
    const t = submit();
    t.login.last().resolve(result);
    await flush();
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(select.selectError(t.actor.getSnapshot())).toBe(messages.noIdentities);
    expect(t.storeAuth.calls).toEqual([]);
    expect(t.cleared()).toBe(0);
    expect(t.navigate.calls).toEqual([]);
  });

  it.each([1, 2])('with only scan-to-pick identities (%i) refuses the portal', async (count) => {
    const t = submit();
    const identities = Array.from({ length: count }, (_, i) =>
      identity({ hash: `s${i}`, identityType: 'scanToPick' }),
    );
    t.login.last().resolve(signInResult({ userIdentities: identities }));
    await flush();
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(select.selectError(t.actor.getSnapshot())).toBe(messages.scanToPickOnly);
    expect(t.loginToAccount.calls).toHaveLength(0);
    expect(t.navigate.calls).toEqual([]);
  });

  it('shows a failed login in the dismissible banner and can try again', async () => {
    const t = submit();
    t.login.last().reject(new Error('Invalid username or password'));
    await flush();
    expect(t.actor.getSnapshot().value).toBe('idle');
    expect(select.selectError(t.actor.getSnapshot())).toBe('Invalid username or password');
    t.actor.send({ type: 'banner.dismiss' });
    expect(select.selectError(t.actor.getSnapshot())).toBeNull();
    t.actor.send({ type: 'credentials.submit' });
    t.login.last().reject({ nothing: 'readable' });
    await flush();
    expect(select.selectError(t.actor.getSnapshot())).toBe('Unknown server error');
    expect(t.login.calls).toHaveLength(2);
  });
});

describe('sign-in: defaults', () => {
  it('demands that the app provides its effects', async () => {
    const actor = createActor(signInMachine, { input: { hasStoredIdentity: true } });
    actor.subscribe({ error: () => {} });
    actor.start();
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'field.changed', field: 'login', value: 'dana' });
    actor.send({ type: 'field.changed', field: 'password', value: 'x' });
    actor.send({ type: 'credentials.submit' });
    expect(actor.getSnapshot().status).toBe('error');
    expect(String(actor.getSnapshot().error)).toContain('stampClock not provided');
  });
});
