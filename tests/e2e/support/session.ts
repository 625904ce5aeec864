import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { demoPassword } from './accounts';

/** The part of the stored sign-in result (localStorage 'auth') the journeys look at. */
export interface StoredIdentity {
  hash: string;
  identityType: string;
  identityName: string | null;
  roleName: string | null;
  customerId: number | null;
  customerName: string | null;
}
export interface StoredAuth {
  token: string | null;
  userRoles: number[];
  userIdentityCurrent: StoredIdentity | null;
  userIdentities: StoredIdentity[];
}

export const authStorageKey = 'auth';

/** Fills the Login screen and presses Login; where the app goes next is the caller's to check. */
export async function signInByUi(page: Page, login: string, password = demoPassword) {
  await page.goto('/login');
  await page.getByLabel('Email or username').fill(login);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
}

export async function readStoredAuth(page: Page): Promise<StoredAuth | null> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), authStorageKey);
  return raw === null ? null : (JSON.parse(raw) as StoredAuth);
}

/**
 * Signs in through the API (Login, then LoginToAccount) and stores the result where the portal keeps it,
 * for journeys that are not about signing in. `pick` chooses the identity when there are several.
 */
export async function signInByApi(
  page: Page,
  request: APIRequestContext,
  login: string,
  options: { password?: string; pick?: (i: StoredIdentity) => boolean; applyRolePermissions?: boolean } = {},
): Promise<StoredAuth> {
  const first = await request.post('/api/auth/Login', {
    data: { login, password: options.password ?? demoPassword },
  });
  expect(first.status(), await first.text()).toBe(200);
  const session = (await first.json()) as StoredAuth;
  const identity = session.userIdentities.find(options.pick ?? (() => true));
  expect(identity, `an identity of ${login} to sign in to`).toBeDefined();
  const second = await request.post('/api/auth/LoginToAccount', {
    headers: { authorization: `Bearer ${session.token}` },
    data: {
      hash: identity!.hash,
      ...(options.applyRolePermissions === undefined
        ? {}
        : { applyRolePermissions: options.applyRolePermissions }),
    },
  });
  expect(second.status(), await second.text()).toBe(200);
  const auth = (await second.json()) as StoredAuth;
  // Any page of the origin will do to reach its localStorage; the health call is the cheapest.
  await page.goto('/api/health');
  await page.evaluate(({ key, value }) => localStorage.setItem(key, value), {
    key: authStorageKey,
    value: JSON.stringify(auth),
  });
  return auth;
}

/** Chooses the admin identity of an account that has several (the demo admin also has an employee one). */
export const adminIdentity = (identity: StoredIdentity) => identity.identityType === 'admin';

/** Signs in through the API and opens `path`: how a journey that is not about signing in starts. */
export async function openSignedIn(
  page: Page,
  request: APIRequestContext,
  login: string,
  path: string,
  options: Parameters<typeof signInByApi>[3] = {},
): Promise<StoredAuth> {
  const auth = await signInByApi(page, request, login, options);
  await page.goto(path);
  return auth;
}
