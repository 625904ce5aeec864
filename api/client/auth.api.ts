import { z } from 'zod';
import {
  signInResultSchema,
  type changePasswordRequestSchema,
  type LoginRequest,
  type LoginToAccountRequest,
  type updatePasswordRequestSchema,
} from '#contract/identity';
import { authPaths } from '#contract/paths';
import type { HttpClient } from './http-client';

export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
export type UpdatePasswordRequest = z.input<typeof updatePasswordRequestSchema>;

const booleanResult = z.boolean();

/**
 * The authentication calls of spec 1 §7 (base /api/auth). Calls made without a session, and logout (whose
 * 401 would otherwise log out again), are `loginRequired: false`: their 401 is the caller's to show.
 * Results the spec leaves "not shown" stay `unknown`.
 */
export const createAuthApi = (http: HttpClient) => ({
  /** Signs in again from the stored session; used by the sign-in screen's session check, so a 401 only means "no session". */
  autoLogin: (signal?: AbortSignal) =>
    http.post(authPaths.autoLogin, { schema: signInResultSchema, loginRequired: false, signal }),

  login: (credentials: LoginRequest, signal?: AbortSignal) =>
    http.post(authPaths.login, {
      body: credentials,
      schema: signInResultSchema,
      loginRequired: false,
      signal,
    }),

  loginToAccount: (identity: LoginToAccountRequest, signal?: AbortSignal) =>
    http.post(authPaths.loginToAccount, { body: identity, schema: signInResultSchema, signal }),

  isValidPasswordResetHash: (hash: string, signal?: AbortSignal) =>
    http.post(authPaths.isValidPasswordResetHash, {
      body: { hash },
      schema: booleanResult,
      loginRequired: false,
      signal,
    }),

  changePassword: (passwords: ChangePasswordRequest, signal?: AbortSignal) =>
    http.post(authPaths.changePassword, { body: passwords, signal }),

  updatePassword: (update: UpdatePasswordRequest, signal?: AbortSignal) =>
    http.post(authPaths.updatePassword, {
      body: update,
      schema: booleanResult,
      loginRequired: false,
      signal,
    }),

  sendPasswordResetLinkByEmail: (email: string, signal?: AbortSignal) =>
    http.get(authPaths.sendPasswordResetLinkByEmail, {
      query: { email },
      schema: booleanResult,
      loginRequired: false,
      signal,
    }),

  getPasswordResetLinkByUserId: (systemUserId: number, signal?: AbortSignal) =>
    http.get(authPaths.getPasswordResetLinkByUserId, { query: { systemUserId }, signal }),

  completeRegistration: (hash: string, signal?: AbortSignal) =>
    http.post(authPaths.completeRegistration, { body: { hash }, loginRequired: false, signal }),

  logout: (signal?: AbortSignal) => http.get(authPaths.logout, { loginRequired: false, signal }),

  claims: (signal?: AbortSignal) => http.get(authPaths.claims, { signal }),
});

export type AuthApi = ReturnType<typeof createAuthApi>;
