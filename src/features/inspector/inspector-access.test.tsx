import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SignInResult } from '#contract/identity';
import { identity, signInResult } from '#machines/testing/auth-fixtures';
import { authStorageKey } from '#machines/session/auth-store';
import { createRuntime } from '../../app/runtime';
import { RuntimeProvider } from '../../app/runtime-context';
import { inspectorAccess, inspectorBuild } from './inspector-access';
import { InspectorPage } from './inspector-page';

const admin = signInResult({ userIdentityCurrent: identity({ identityType: 'admin' }) });
const employee = signInResult({ userIdentityCurrent: identity() });
const production = { dev: false, qa: false };

describe('inspectorAccess', () => {
  it('opens to everyone in development and QA builds', () => {
    expect(inspectorAccess({ dev: true, qa: false }, 'off', null)).toBe('allowed');
    expect(inspectorAccess({ dev: false, qa: true }, 'off', null)).toBe('allowed');
  });

  it('in production, opens to admin identities only when the setting says admins', () => {
    expect(inspectorAccess(production, 'off', admin)).toBe('denied');
    expect(inspectorAccess(production, 'admins', admin)).toBe('allowed');
    expect(inspectorAccess(production, 'admins', employee)).toBe('denied');
    expect(inspectorAccess(production, 'admins', null)).toBe('signIn');
  });

  it('reads the build flags from Vite', () => {
    expect(inspectorBuild({ DEV: true })).toEqual({ dev: true, qa: false });
    expect(inspectorBuild({ DEV: false, VITE_MACHINE_INSPECTOR: 'on' })).toEqual({ dev: false, qa: true });
  });
});

describe('InspectorPage in a production build', () => {
  afterEach(() => vi.unstubAllEnvs());

  const openAs = (auth: SignInResult | null, machineInspector: string) => {
    vi.stubEnv('DEV', false);
    const data = new Map<string, string>(auth ? [[authStorageKey, JSON.stringify(auth)]] : []);
    const storage = {
      getItem: (k: string) => data.get(k) ?? null,
      setItem: (k: string, v: string) => void data.set(k, v),
      removeItem: (k: string) => void data.delete(k),
    } as Storage;
    const runtime = createRuntime({
      storage,
      navigate: () => {},
      currentUrl: () => '/inspector',
      fetch: async () =>
        new Response(JSON.stringify({ environmentName: null, version: '1.3.8', machineInspector }), {
          headers: { 'content-type': 'application/json' },
        }),
    });
    render(
      <RuntimeProvider runtime={runtime}>
        <InspectorPage params={{}} />
      </RuntimeProvider>,
    );
    return runtime;
  };

  it('lets an admin in when the server setting is on', async () => {
    const runtime = openAs(admin, 'admins');
    expect(await screen.findByRole('heading', { level: 1, name: 'Machine Inspector' })).toBeInTheDocument();
    runtime.stop();
  });

  it('keeps others out', async () => {
    const runtime = openAs(employee, 'admins');
    expect(await screen.findByText('The machine inspector is not available')).toBeInTheDocument();
    runtime.stop();
  });

  it('stays closed to a signed-out visitor while the setting is off (a plain `npm start` build)', async () => {
    const runtime = openAs(null, 'off');
    expect(await screen.findByText('The machine inspector is not available')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Machine Inspector' })).not.toBeInTheDocument();
    runtime.stop();
  });

  it('sends a signed-out visitor to login when the setting lets admins in', async () => {
    window.history.replaceState(null, '', '/inspector');
    const runtime = openAs(null, 'admins');
    await waitFor(() => expect(window.location.pathname).toBe('/login'));
    expect(window.location.search).toBe('?error=loginRequired&returnUrl=%2Finspector');
    expect(screen.queryByRole('heading', { name: 'Machine Inspector' })).not.toBeInTheDocument();
    runtime.stop();
  });
});
