import { afterEach, describe, expect, it, vi } from 'vitest';
import { signInResult } from '#machines/testing/auth-fixtures';
import { timings } from '#contract/messages';
import { MemoryStorage } from '../testing/memory-storage';
import { tableFetch, type RecordedRequest } from '../testing/table-fetch';
import { createRuntime } from './runtime';

afterEach(() => {
  vi.useRealTimers();
});

describe('the runtime', () => {
  it("calls the logout endpoint once for this tab's own logout, however long the call takes", async () => {
    // The auth area's module is loaded before the clock is faked, as it is in a tab that signed in: its
    // first call (lazyApi) would otherwise wait on module loading, which fake time does not advance.
    await import('#client/auth.api');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const requests: RecordedRequest[] = [];
    const slowLogout = () =>
      new Promise<Response>((resolve) =>
        setTimeout(() => resolve(new Response(null, { status: 204 })), timings.identityCheckIntervalMs / 2),
      );
    const navigations: string[] = [];
    const runtime = createRuntime({
      storage: new MemoryStorage(),
      navigate: (to) => navigations.push(to),
      currentUrl: () => '/orders',
      fetch: tableFetch({ 'GET /api/auth/logout': slowLogout }, requests),
      inspect: null,
      guardBrowserHistory: false,
    });
    runtime.storeAuth(signInResult());
    await vi.advanceTimersByTimeAsync(0);

    runtime.requestLogout();
    // Several of the watcher's checks pass during and after the call.
    await vi.advanceTimersByTimeAsync(timings.identityCheckIntervalMs * 4);

    expect(requests.filter((r) => r.path === '/api/auth/logout')).toHaveLength(1);
    expect(navigations).toEqual(['/login']);
  });
});
