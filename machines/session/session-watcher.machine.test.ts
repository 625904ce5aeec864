import { describe, expect, it, vi } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { AuthProbe, LogoutParams, RedirectToLoginParams } from './session-watcher.machine';
import { sessionWatcherMachine } from './session-watcher.machine';
import { hasSessionEnded, isWatching, sessionEndReason } from './session-watcher.selectors';

function start(startToken: string | null = 't-1', startIdentityHash: string | null = 'h-1') {
  const stored: AuthProbe = { token: startToken, identityHash: startIdentityHash };
  const logout = vi.fn<(params: LogoutParams) => void>();
  const redirectToLogin = vi.fn<(params: RedirectToLoginParams) => void>();
  const readAuth = vi.fn(() => ({ ...stored }));
  const clock = new SimulatedClock();
  const machine = sessionWatcherMachine.provide({
    actions: {
      logout: (_, params) => logout(params),
      redirectToLogin: (_, params) => redirectToLogin(params),
    },
  });
  const actor = createActor(machine, { clock, input: { startToken, startIdentityHash, readAuth } }).start();
  return { actor, clock, stored, logout, redirectToLogin, readAuth };
}

describe('sessionWatcherMachine', () => {
  it('stays inactive without a start token', () => {
    const { actor, readAuth } = start(null, null);
    expect(actor.getSnapshot().value).toBe('inactive');
    expect(isWatching(actor.getSnapshot())).toBe(false);
    expect(readAuth).not.toHaveBeenCalled();
  });

  it('checks the store every 1000 ms while nothing changes', () => {
    const { actor, clock, readAuth } = start();
    expect(isWatching(actor.getSnapshot())).toBe(true);
    clock.increment(999);
    expect(readAuth).not.toHaveBeenCalled();
    clock.increment(1);
    clock.increment(1000);
    clock.increment(1000);
    expect(readAuth.mock.calls.length).toBeGreaterThanOrEqual(3);
    expect(isWatching(actor.getSnapshot())).toBe(true);
  });

  it('logs out and clears storage when the token is removed', () => {
    const { actor, clock, stored, logout } = start();
    clock.increment(1000);
    stored.token = null;
    clock.increment(1000);
    expect(actor.getSnapshot().value).toBe('loggedOut');
    expect(hasSessionEnded(actor.getSnapshot())).toBe(true);
    expect(sessionEndReason(actor.getSnapshot())).toBe('tokenRemoved');
    expect(logout).toHaveBeenCalledExactlyOnceWith({ clearStorage: true });
    clock.increment(5000);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it('logs out without clearing storage when another tab switched identity', () => {
    const { actor, clock, stored, logout } = start();
    stored.identityHash = 'h-2';
    stored.token = 't-2';
    clock.increment(1000);
    expect(sessionEndReason(actor.getSnapshot())).toBe('identitySwitched');
    expect(logout).toHaveBeenCalledExactlyOnceWith({ clearStorage: false });
  });

  it('redirects to login once with tokenExpired and the return URL on session.expired', () => {
    const { actor, clock, logout, redirectToLogin } = start();
    actor.send({ type: 'session.expired', returnUrl: '/orders?page=2' });
    actor.send({ type: 'session.expired', returnUrl: '/loads' });
    expect(actor.getSnapshot().value).toBe('expired');
    expect(sessionEndReason(actor.getSnapshot())).toBe('tokenExpired');
    expect(redirectToLogin).toHaveBeenCalledExactlyOnceWith({
      error: 'tokenExpired',
      returnUrl: '/orders?page=2',
      clearStorage: true,
    });
    clock.increment(5000);
    expect(logout).not.toHaveBeenCalled();
  });

  it('fails loudly when the app forgets to provide its actions', () => {
    const clock = new SimulatedClock();
    const input = {
      startToken: 't',
      startIdentityHash: 'h',
      readAuth: () => ({ token: null, identityHash: 'h' }),
    };
    const actor = createActor(sessionWatcherMachine, { clock, input });
    const error = vi.fn();
    actor.subscribe({ error });
    actor.start();
    clock.increment(1000);
    expect(error).toHaveBeenCalledOnce();
  });
});
