import { render, type RenderResult } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { StrictMode, type ReactElement } from 'react';
import { onTestFinished } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { createRuntime, type Runtime } from '../app/runtime';
import { RuntimeProvider } from '../app/runtime-context';
import { MemoryStorage } from './memory-storage';
import { tableFetch, type RecordedRequest, type RouteTable } from './table-fetch';

export interface RenderWithRuntimeOptions {
  url?: string;
  routes?: RouteTable;
  /** Shared across renders to test what survives a re-mount. */
  storage?: MemoryStorage;
}

export interface RenderedWithRuntime extends RenderResult {
  user: UserEvent;
  runtime: Runtime;
  storage: MemoryStorage;
  requests: RecordedRequest[];
  navigations: string[];
  /** The router's history: where wouter Links went. */
  history: string[];
  /** The calls made to `METHOD /path`. */
  callsTo: (key: string) => RecordedRequest[];
}

/**
 * Renders any part of the app as main.tsx would (StrictMode, runtime, wouter) with its HTTP answered from a
 * route table, so machines, HTTP client and storage run for real. Not tied to a page or to signing in.
 */
export function renderWithRuntime(
  ui: ReactElement,
  options: RenderWithRuntimeOptions = {},
): RenderedWithRuntime {
  const storage = options.storage ?? new MemoryStorage();
  const requests: RecordedRequest[] = [];
  const navigations: string[] = [];
  const location = memoryLocation({ path: options.url ?? '/', record: true });
  const runtime = createRuntime({
    storage,
    navigate: (to) => navigations.push(to),
    currentUrl: () => location.history.at(-1) ?? '/',
    fetch: tableFetch(options.routes ?? {}, requests),
    inspect: null,
  });
  onTestFinished(() => runtime.stop());
  const user = userEvent.setup();
  const result = render(
    <StrictMode>
      <RuntimeProvider runtime={runtime}>
        <Router hook={location.hook}>{ui}</Router>
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
