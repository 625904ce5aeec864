import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { onTestFinished } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SignInResult } from '../../../../api/contract/identity';
import { authStorageKey } from '../../../../machines/session/auth-store';
import { createRuntime, type Runtime } from '../../../app/runtime';
import { RuntimeProvider } from '../../../app/runtime-context';
import { MemoryStorage } from '../../../testing/memory-storage';
import { tableFetch, type RecordedRequest, type RouteTable } from '../../../testing/table-fetch';

export {
  deferred,
  errorResponse,
  json,
  type RecordedRequest,
  type RouteTable,
} from '../../../testing/table-fetch';
export { MemoryStorage };

export interface RenderPageOptions {
  /** Where the page is, query included: '/login?error=tokenExpired'. */
  url?: string;
  routes?: RouteTable;
  /** A sign-in result already in storage. */
  auth?: SignInResult | null;
}

export interface RenderedPage extends RenderResult {
  user: UserEvent;
  runtime: Runtime;
  storage: MemoryStorage;
  requests: RecordedRequest[];
  /** Every `runtime.navigate` target: the machines' navigation. */
  navigations: string[];
  /** The router's history: where wouter Links went. */
  history: string[];
  /** The calls made to `METHOD /path`. */
  callsTo: (key: string) => RecordedRequest[];
}

/**
 * Renders a page as the app does (StrictMode, runtime, wouter) against a fetch that answers from a route
 * table, so the machines, the HTTP client and the storage all run for real.
 */
export function renderPage(page: ReactElement, options: RenderPageOptions = {}): RenderedPage {
  const storage = new MemoryStorage();
  if (options.auth) storage.setItem(authStorageKey, JSON.stringify(options.auth));
  const requests: RecordedRequest[] = [];
  const navigations: string[] = [];
  const location = memoryLocation({ path: options.url ?? '/', record: true });
  const runtime = createRuntime({
    storage,
    inspect: null,
    navigate: (to) => navigations.push(to),
    currentUrl: () => location.history.at(-1) ?? '/',
    fetch: tableFetch(options.routes ?? {}, requests),
  });
  onTestFinished(() => runtime.stop());
  const user = userEvent.setup();
  const result = render(
    <StrictMode>
      <RuntimeProvider runtime={runtime}>
        <Router hook={location.hook}>{page}</Router>
      </RuntimeProvider>
    </StrictMode>,
  );
  return {
    ...result,
    user,
    runtime,
    storage,
    requests,
    navigations,
    history: location.history,
    callsTo: (key) => requests.filter((r) => `${r.method} ${r.path}` === key),
  };
}
