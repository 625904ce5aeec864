/** One call the app made, as the server would see it. */
export interface RecordedRequest {
  method: string;
  path: string;
  authorization: string | null;
}

/** Answers keyed 'METHOD /path'. */
export type RouteTable = Record<string, (request: RecordedRequest) => Response | Promise<Response>>;

export const json = (body: unknown, init: ResponseInit = {}) =>
  new Response(JSON.stringify(body), {
    status: 200,
    ...init,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });

/** A fetch answering from `routes` with real Responses (404 for anything else) that records every call. */
export function tableFetch(routes: RouteTable, requests: RecordedRequest[]): typeof fetch {
  return async (input, init = {}) => {
    const url = new URL(String(input), 'http://portal.test');
    const request: RecordedRequest = {
      method: (init.method ?? 'GET').toUpperCase(),
      path: url.pathname,
      authorization: new Headers(init.headers).get('Authorization'),
    };
    requests.push(request);
    if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const handler = routes[`${request.method} ${request.path}`];
    return handler
      ? handler(request)
      : json({ statusText: `No test route for ${request.method} ${request.path}` }, { status: 404 });
  };
}
