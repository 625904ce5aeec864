import { describe, expect, it } from 'vitest';
import type { Identity, SignInResult } from '#contract/identity';
import { Permission } from '#contract/permissions';
import { guardRoute } from './guard';
import { findRoute, matchPattern } from './match-route';
import { pageTitle, routes } from './route-table';

const identity = (identityType: Identity['identityType']): Identity => ({
  hash: `h-${identityType}`,
  identityType,
  identityName: 'Pat Doe',
  userName: 'pat',
  firstName: 'Pat',
  lastName: 'Doe',
});
const auth = (codes: number[], type: Identity['identityType'] = 'employee'): SignInResult => ({
  token: 'token-value',
  expiresIn: 3600,
  errorMessage: null,
  userId: 1,
  primaryUserId: 1,
  userLogin: 'pat',
  userName: 'pat',
  userRoles: codes,
  fullName: 'Pat Doe',
  userIdentityCurrent: identity(type),
  userIdentities: [identity(type)],
});
const verdict = (path: string, a: SignInResult | null) => guardRoute(findRoute(path).route, a, path);

describe('route matching', () => {
  it('matches parameters, optional parameters and literal segments', () => {
    expect(matchPattern('/orders/:orderId', '/orders/42')).toEqual({ orderId: '42' });
    expect(matchPattern('/orders/:orderId/loads/:loadId?', '/orders/42/loads')).toEqual({ orderId: '42' });
    expect(matchPattern('/orders/:orderId/loads/:loadId?', '/orders/42/loads/7')).toEqual({
      orderId: '42',
      loadId: '7',
    });
    expect(matchPattern('/orders', '/orders/42')).toBeNull();
  });

  it('finds the most specific route first and falls back to Not Found', () => {
    expect(findRoute('/loads/9/notes').route.name).toBe('Load Notes');
    expect(findRoute('/loads/9').route.name).toBe('Load Details');
    expect(findRoute('/users/admin/roles/3').route.name).toBe('Role Details');
    expect(findRoute('/no/such/page').route.name).toBe('Not Found');
  });

  it('gives every route a unique name and a title with the product suffix', () => {
    const names = routes.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    expect(pageTitle('Orders')).toBe('Orders | NWDS Portal');
  });
});

describe('route guard', () => {
  it('sends a signed-out visitor to login with loginRequired and the returnUrl', () => {
    expect(verdict('/loads?x=1', null)).toEqual({
      kind: 'redirect',
      to: '/login?error=loginRequired&returnUrl=%2Floads%3Fx%3D1',
    });
  });

  it('sends a signed-out visitor of the root to login without error or returnUrl', () => {
    expect(verdict('/', null)).toEqual({ kind: 'redirect', to: '/login' });
  });

  it('lets anyone open the sign-in area', () => {
    expect(verdict('/login/forgot-password', null)).toEqual({ kind: 'render' });
  });

  it('redirects / to the orders list for a user with PortalAccess', () => {
    expect(verdict('/', auth([Permission.PortalAccess, Permission.OrderView]))).toEqual({
      kind: 'redirect',
      to: '/orders',
    });
  });

  it('lands an identity without Order View on its first permitted screen', () => {
    expect(verdict('/', auth([Permission.PortalAccess, Permission.LoadView], 'carrier'))).toEqual({
      kind: 'redirect',
      to: '/loads',
    });
    expect(verdict('/', auth([Permission.PortalAccess], 'carrier'))).toEqual({
      kind: 'redirect',
      to: '/users/profile',
    });
  });

  it('sends a user lacking the permission home, or to login with unknownError from home', () => {
    expect(verdict('/loads', auth([Permission.PortalAccess]))).toEqual({ kind: 'redirect', to: '/' });
    expect(verdict('/', auth([Permission.OrderView]))).toEqual({
      kind: 'redirect',
      to: '/login?error=unknownError&checkAuth=false',
    });
  });

  it('keeps customer identities out of staff-only lists even with the permission', () => {
    const customer = auth([Permission.PortalAccess, Permission.CustomerView], 'customer');
    expect(verdict('/order-customers', customer)).toEqual({ kind: 'redirect', to: '/' });
    expect(verdict('/order-customers/5', customer)).toEqual({ kind: 'render' });
    expect(verdict('/users/admin/system', auth([Permission.UserView], 'customer'))).toEqual({
      kind: 'redirect',
      to: '/',
    });
  });

  it('opens the users area for staff with UserView, PortalAccess and AdminPortalAccess (decision 071)', () => {
    const { PortalAccess, AdminPortalAccess, UserView } = Permission;
    expect(verdict('/users/admin/system', auth([PortalAccess, AdminPortalAccess, UserView]))).toEqual({
      kind: 'render',
    });
    for (const codes of [
      [PortalAccess, UserView],
      [AdminPortalAccess, UserView],
      [PortalAccess, AdminPortalAccess],
    ])
      for (const path of [
        '/users/admin',
        '/users/admin/system',
        '/users/admin/roles/3',
        '/users/admin/requests',
      ])
        expect(verdict(path, auth(codes)), `${path} with ${codes.join(', ')}`).toEqual({
          kind: 'redirect',
          to: '/',
        });
  });
});

describe('PortalAccess, the entry to the portal (decision 071)', () => {
  const everyCodeBut = (code: number) => Object.values(Permission).filter((c) => c !== code);
  const businessPaths = [
    '/orders',
    '/orders/5',
    '/orders/5/notes',
    '/loads',
    '/loads/9',
    '/loads/9/attachments',
    '/calendar',
    '/order-customers',
    '/order-customers/5',
    '/carriers',
    '/carriers/4',
    '/locations',
    '/locations/3/contacts',
    '/storage-customers',
    '/reports',
    '/users/admin/system',
  ];

  it('sends an identity holding every code but PortalAccess from every business route home', () => {
    for (const type of ['admin', 'employee', 'customer', 'carrier'] as const)
      for (const path of businessPaths)
        expect(verdict(path, auth(everyCodeBut(Permission.PortalAccess), type)), `${type} ${path}`).toEqual({
          kind: 'redirect',
          to: '/',
        });
  });

  it('opens the same routes with PortalAccess added', () => {
    for (const path of businessPaths)
      expect(verdict(path, auth(Object.values(Permission))), path).toEqual(
        path === '/reports'
          ? { kind: 'redirect', to: expect.stringMatching(/^\/reports\//) }
          : { kind: 'render' },
      );
  });

  it('ends at login with unknownError at home without it', () => {
    expect(verdict('/', auth(everyCodeBut(Permission.PortalAccess), 'admin'))).toEqual({
      kind: 'redirect',
      to: '/login?error=unknownError&checkAuth=false',
    });
  });

  it('keeps the profile and Not Found open without it, and the sign-in area to anyone', () => {
    const without = auth(everyCodeBut(Permission.PortalAccess));
    expect(verdict('/users/profile', without)).toEqual({ kind: 'render' });
    expect(verdict('/no/such/page', without)).toEqual({ kind: 'render' });
    expect(verdict('/login/account-selection', without)).toEqual({ kind: 'render' });
  });
});
