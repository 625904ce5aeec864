import { createMiddleware } from 'hono/factory';
import { staffIdentityTypes, type IdentityType } from '#contract/identity';
import { adminAreaEntry, portalEntry } from '#contract/access';
import { permissionLabel, type PermissionCode } from '#contract/permissions';
import type { AppEnv } from '../deps';
import { forbidden, tokenExpired, unauthorized } from '../http/errors';
import { keptToConfirm, lookUpSession } from './session-cache';
import type { SessionCheck } from './session-check';
import type { AuthContext } from './session-store';
import { hashSecret } from './tokens';

/**
 * What a route requires of its caller. Every route declares one; `describeAccess` puts it in the
 * OpenAPI document and the permission-matrix tests read it.
 *  - public: anyone;
 *  - session: a valid token, identity not yet chosen (account selection, logout);
 *  - identity: a chosen identity holding every code of `requires` (if given), and holding at least one of
 *    `anyOf` (if given) and of a type in `identityTypes` (if given), or passing one of the rules in `or`
 *    (see `orIdentity`).
 *
 * `requires` is the entry to an area (decision 071): PortalAccess for every call made inside the portal,
 * AdminPortalAccess besides for the System Users area. The helpers below add it, so a route states only its
 * own codes; `accountAccess` is the one identity rule without it (the profile and the reference lists).
 */
export type Access =
  | { kind: 'public' }
  | { kind: 'session' }
  | ({ kind: 'identity'; requires?: readonly PermissionCode[]; or?: readonly IdentityRule[] } & IdentityRule);

/** One way a chosen identity passes: at least one of `anyOf` (if given), of a type in `identityTypes` (if given). */
export interface IdentityRule {
  anyOf?: readonly PermissionCode[];
  identityTypes?: readonly IdentityType[];
}

export const publicAccess: Access = { kind: 'public' };
export const sessionAccess: Access = { kind: 'session' };
/**
 * A chosen identity of any type, no code: what a person needs around the portal rather than in it, their own
 * profile (putMe) and the reference lists the profile and every screen read (getEnums). Nothing else.
 */
export const accountAccess: Access = { kind: 'identity' };

/** A call inside the portal: PortalAccess, then at least one of `anyOf` (if given), of a type in `identityTypes`. */
export const identityAccess = (
  anyOf?: readonly PermissionCode[],
  identityTypes?: readonly IdentityType[],
): Access => ({
  kind: 'identity',
  requires: portalEntry,
  ...(anyOf ? { anyOf } : {}),
  ...(identityTypes ? { identityTypes } : {}),
});

/** Staff logins (admin, employee) holding at least one of `anyOf`, inside the portal. */
export const staffAccess = (...anyOf: PermissionCode[]): Access => identityAccess(anyOf, staffIdentityTypes);

/**
 * A call of the System Users area (/users/admin: users, logins, roles, access-request review): staff holding
 * one of `anyOf` and both PortalAccess and AdminPortalAccess.
 */
export const adminAreaAccess = (...anyOf: PermissionCode[]): Access => ({
  kind: 'identity',
  requires: adminAreaEntry,
  anyOf,
  identityTypes: staffIdentityTypes,
});

/**
 * An identity route that also admits whoever passes one of `rules` (a customer login reaching its own
 * customer's places through its order codes, decision 056); the handler's scope still decides which rows.
 * The entry codes (`requires`) hold for every alternative.
 */
export const orIdentity = (access: Access, ...rules: IdentityRule[]): Access =>
  access.kind === 'identity' ? { ...access, or: [...(access.or ?? []), ...rules] } : access;

const passes = (rule: IdentityRule, type: IdentityType, permissions: AuthContext['permissions']): boolean =>
  (!rule.identityTypes || rule.identityTypes.includes(type)) &&
  (!rule.anyOf || rule.anyOf.some((code) => permissions.has(code)));

export const bearerToken = (header: string | undefined): string | null => {
  const match = /^Bearer\s+(\S{16,512})$/i.exec(header ?? '');
  return match?.[1] ?? null;
};

export function allows(access: Access, auth: AuthContext | null): 'ok' | 'unauthorized' | 'forbidden' {
  if (access.kind === 'public') return 'ok';
  if (!auth) return 'unauthorized';
  if (access.kind === 'session') return 'ok';
  if (!auth.identity) return 'forbidden';
  if (access.requires?.some((code) => !auth.permissions.has(code))) return 'forbidden';
  const type = auth.identity.identityType;
  return [access, ...(access.or ?? [])].some((rule) => passes(rule, type, auth.permissions))
    ? 'ok'
    : 'forbidden';
}

const refuse = (verdict: ReturnType<typeof allows>, token: string | null) => {
  if (verdict === 'unauthorized') throw token ? tokenExpired() : unauthorized();
  if (verdict === 'forbidden') throw forbidden();
};

export interface GuardOptions {
  /** The handler confirms a kept session inside its statement (answerConfirmed, decision 098). */
  confirmInStatement?: boolean;
}

/**
 * Resolves the caller from the bearer token and enforces the route's access. A route whose handler reads
 * its session again inside its one statement (`confirmInStatement`: the lists, through answerConfirmed)
 * starts, on PostgreSQL, from this process's copy of the session and sends no statement of its own; if the
 * handler did not confirm it (a 400 before its statement), the session is looked up after it and a caller
 * who may no longer call gets the 401 or 403 instead (decision 098).
 */
export const requireAccess = (access: Access, options: GuardOptions = {}) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const { database, now } = c.var.deps;
    const token = bearerToken(c.req.header('authorization'));
    if (token && options.confirmInStatement && database.engine === 'postgres') {
      const at = now();
      const tokenHash = hashSecret(token);
      const kept = keptToConfirm(database, tokenHash, at);
      if (kept && allows(access, kept.auth) === 'ok') {
        const check: SessionCheck = {
          tokenHash,
          now: at,
          stamp: kept.stamp,
          confirmed: false,
          confirm: async () => {
            const found = await lookUpSession(database, token, at);
            check.confirmed = true;
            c.set('auth', found?.auth ?? null);
            c.set('sessionCheck', undefined);
            refuse(allows(access, found?.auth ?? null), token);
            return found?.stamp === kept.stamp;
          },
        };
        c.set('auth', kept.auth);
        c.set('sessionCheck', check);
        await next();
        if (!check.confirmed) await check.confirm();
        return;
      }
    }
    const auth = token ? ((await lookUpSession(database, token, now()))?.auth ?? null) : null;
    c.set('auth', auth);
    refuse(allows(access, auth), token);
    await next();
  });

/** The caller of a route that required a session (never null after requireAccess). */
export const callerOf = (c: { var: { auth: AuthContext | null } }): AuthContext => {
  if (!c.var.auth) throw unauthorized();
  return c.var.auth;
};

const describeRule = (rule: IdentityRule): string =>
  `identity${rule.identityTypes ? ` of type ${rule.identityTypes.join('|')}` : ''}${
    rule.anyOf ? ` with any of permissions ${rule.anyOf.join(', ')}` : ''
  }`;

const describeEntry = (codes: readonly PermissionCode[]): string =>
  `holding all of permissions ${codes.map((code) => `${code} (${permissionLabel(code)})`).join(', ')}`;

/**
 * The access in words, for the route's description: e.g. "identity holding all of permissions 1 (Portal
 * Access), and: identity of type admin|employee with any of permissions 12".
 */
export const describeAccess = (access: Access): string => {
  if (access.kind !== 'identity') return access.kind;
  const rules = [access, ...(access.or ?? [])].map(describeRule).join(', or ');
  return access.requires?.length ? `identity ${describeEntry(access.requires)}, and: ${rules}` : rules;
};
