/** One call the app made, as the server would see it. */
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

const abortError = () => new DOMException('The operation was aborted.', 'AbortError');

/** A fetch that answers from `routes` with real Responses, records every call, and honours abort. */
export function tableFetch(routes: RouteTable, requests: RecordedRequest[]): typeof fetch {
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
