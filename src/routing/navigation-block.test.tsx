import { screen } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { describe, expect, it } from 'vitest';
import { useRuntime } from '../app/runtime-context';
import type { NavigationAttempt } from '../app/navigation-blocks';
import { employeeAuth } from '../testing/auth-fixtures';
import { renderApp } from '../features/shell/testing/render-app';
import { stubbedPages } from '../features/shell/testing/stub-pages';

/** A page that blocks leaving (as a dirty form does) and records what it held. */
const held: NavigationAttempt[] = [];
function BlockingPage() {
  const runtime = useRuntime();
  useLayoutEffect(
    () => runtime.registerNavigationBlock({ isBlocking: () => true, hold: (a) => void held.push(a) }),
    [runtime],
  );
  return <h1>Editing</h1>;
}

const start = () => {
  held.length = 0;
  return renderApp({
    url: '/users/profile',
    auth: employeeAuth(),
    pages: stubbedPages({ Profile: BlockingPage }),
  });
};

describe('navigation blocks in the shell', () => {
  it('a nav link is held, not followed', async () => {
    const app = start();
    await screen.findByRole('heading', { name: 'Editing' });
    await app.user.click(screen.getByRole('link', { name: 'Orders' }));
    expect(held.map((a) => a.to)).toEqual(['/orders']);
    expect(app.url()).toBe('/users/profile');
  });

  it('runtime.navigate and logout are held too', async () => {
    const app = start();
    await screen.findByRole('heading', { name: 'Editing' });
    app.runtime.navigate('/loads');
    app.runtime.requestLogout();
    expect(held.map((a) => a.to)).toEqual(['/loads', '/login']);
    expect(app.url()).toBe('/users/profile');
    expect(app.storage.length).toBeGreaterThan(0);
  });

  it('nothing is held once the page is gone', async () => {
    const app = start();
    await screen.findByRole('heading', { name: 'Editing' });
    app.unmount();
    app.runtime.navigate('/orders');
    expect(held).toEqual([]);
  });
});
