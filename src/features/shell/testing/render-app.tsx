import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { StrictMode } from 'react';
import { onTestFinished } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import type { SignInResult } from '#contract/identity';
import { authStorageKey } from '#machines/session/auth-store';
import { App } from '../../../app';
import { createRuntime, type Runtime } from '../../../app/runtime';
import { RuntimeProvider } from '../../../app/runtime-context';
import type { PageResolver } from '../../../routing/pages';
import { MemoryStorage } from '../../../testing/memory-storage';
import { json, tableFetch, type RecordedRequest, type RouteTable } from '../../../testing/table-fetch';

export interface RenderAppOptions {
  /** Where the app starts, query included. */
  url?: string;
  /** A sign-in result already in storage. */
  auth?: SignInResult | null;
  /** Extra or replacing answers; GET /api/config answers a production config unless given. */
  routes?: RouteTable;
  pages?: PageResolver;
  /** The runtime's background calls for a signed-in identity (the live stream, the home page's read). */
  live?: boolean;
}

export interface RenderedApp extends RenderResult {
  user: UserEvent;
  runtime: Runtime;
  storage: MemoryStorage;
  requests: RecordedRequest[];
  /** The router's current path and query. */
  url: () => string;
  /** Every history entry; a redirect replaces its entry. */
  history: string[];
}

export const productionConfig = () => json({ environmentName: null, version: '1.3.8' });

/** The whole app as main.tsx mounts it, on an in-memory location, storage and server. */
export function renderApp(options: RenderAppOptions = {}): RenderedApp {
  const storage = new MemoryStorage();
  if (options.auth) storage.setItem(authStorageKey, JSON.stringify(options.auth));
  const requests: RecordedRequest[] = [];
  const location = memoryLocation({ path: options.url ?? '/', record: true });
  const url = () => location.history.at(-1) ?? '/';
  const runtime = createRuntime({
    storage,
    inspect: null,
    navigate: (to, o) => location.navigate(to, o),
    currentUrl: url,
    fetch: tableFetch({ 'GET /api/config': productionConfig, ...options.routes }, requests),
    ...(options.live === undefined ? {} : { live: options.live }),
  });
  onTestFinished(() => runtime.stop());
  const user = userEvent.setup();
  const result = render(
    <StrictMode>
      <RuntimeProvider runtime={runtime}>
        <Router hook={location.hook}>
          <App pages={options.pages} />
        </Router>
      </RuntimeProvider>
    </StrictMode>,
  );
  return { ...result, user, runtime, storage, requests, url, history: location.history };
}
