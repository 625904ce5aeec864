import { expect, type APIRequestContext, type APIResponse } from '@playwright/test';
import type { StoredAuth } from './session';

/** The header that sends a journey's token with its own API calls, as the portal sends it. */
export const bearer = (auth: StoredAuth) => ({ authorization: `Bearer ${auth.token}` });

/** The body of a response that must be 200; any other status fails with the body as the message. */
export async function okJson<T>(response: APIResponse): Promise<T> {
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

/** GETs an API path with the journey's token; the call must answer 200. */
export const getJson = async <T>(request: APIRequestContext, auth: StoredAuth, path: string) =>
  okJson<T>(await request.get(path, { headers: bearer(auth) }));
