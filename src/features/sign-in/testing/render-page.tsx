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

/** One call the page made, as the server would see it. */
export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  authorization: string | null;
  signal: AbortSignal | null;
}

/** Answers keyed 'METHOD /path'; a handler may return a promise the test settles later. */
export type RouteTable = Record<string, (request: RecordedRequest) => Response | Promise<Response>>;

export const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

/** The error body of spec 1 §8, whose statusText is what the person reads. */
export const errorResponse = (status: number, statusText: string) =>
  json({ statusText, code: 'test_error' }, { status });

/** A promise settled by hand, for holding a response while the test looks at a loading state. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

/** localStorage as a Map, one per test. */
export class MemoryStorage implements Storage {
  private readonly items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/** A fetch that answers from `routes` with real Responses, records every call, and honours abort. */
function tableFetch(routes: RouteTable, requests: RecordedRequest[]): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(String(input), 'http://portal.test');
    const method = (init.method ?? 'GET').toUpperCase();
    const text = typeof init.body === 'string' ? init.body : undefined;
    const request: RecordedRequest = {
      method,
      path: url.pathname,
      query: url.searchParams,
      body: text === undefined ? undefined : JSON.parse(text),
      authorization: new Headers(init.headers).get('Authorization'),
      signal: init.signal ?? null,
    };
    requests.push(request);
    const handler = routes[`${method} ${url.pathname}`];
    if (!handler) return errorResponse(404, `No test route for ${method} ${url.pathname}`);
    const signal = init.signal;
    if (signal?.aborted) throw abortError();
    const answer = Promise.resolve(handler(request));
    if (!signal) return answer;
    return Promise.race([
      answer,
      new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(abortError()))),
    ]);
  };
}

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
