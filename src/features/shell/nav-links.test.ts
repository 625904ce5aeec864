import { describe, expect, it } from 'vitest';
import { Permission as P } from '#contract/permissions';
import { signInResult } from '#machines/testing/auth-fixtures';
import { isActiveLink, navLinksFor } from './nav-links';
import {
  adminAuth,
  carrierAuth,
  customerAuth,
  customerIdentity,
  employeeAuth,
  navPermissions,
} from '../../testing/auth-fixtures';

const labels = (links: ReturnType<typeof navLinksFor>) => links.map((l) => l.label);
const staffLinks = [
  { label: 'Board', href: '/board', section: '/board' },
  { label: 'Load Calendar', href: '/calendar', section: '/calendar' },
  { label: 'Orders', href: '/orders', section: '/orders' },
  { label: 'Loads', href: '/loads', section: '/loads' },
  { label: 'Customers', href: '/order-customers', section: '/order-customers' },
  { label: 'Storage Customers', href: '/storage-customers', section: '/storage-customers' },
  { label: 'Locations', href: '/locations', section: '/locations' },
  { label: 'Carriers', href: '/carriers', section: '/carriers' },
  { label: 'Reports', href: '/reports', section: '/reports' },
  { label: 'Users', href: '/users/admin', section: '/users/admin' },
  { label: 'Webhooks', href: '/admin/webhooks', section: '/admin/webhooks' },
];

describe('navLinksFor', () => {
  it('gives an admin with every permission all staff links in order', () => {
    expect(navLinksFor(adminAuth())).toEqual(staffLinks);
  });

  it('gives an employee the links of the permissions held', () => {
    expect(labels(navLinksFor(employeeAuth([P.PortalAccess, P.OrderView, P.ReportView])))).toEqual([
      'Orders',
      'Reports',
    ]);
    expect(labels(navLinksFor(employeeAuth([P.PortalAccess, P.LoadView])))).toEqual([
      'Board',
      'Load Calendar',
      'Loads',
    ]);
  });

  it('hides Users without UserView', () => {
    const codes = navPermissions.filter((c) => c !== P.UserView);
    expect(labels(navLinksFor(employeeAuth(codes)))).not.toContain('Users');
    expect(labels(navLinksFor(employeeAuth(codes)))).not.toContain('Webhooks');
  });

  it('hides Users and Webhooks without AdminPortalAccess, the entry to the administration area (decision 071)', () => {
    const codes = navPermissions.filter((c) => c !== P.AdminPortalAccess);
    expect(labels(navLinksFor(adminAuth(codes)))).toEqual(staffLinks.slice(0, -2).map((l) => l.label));
  });

  it('shows no link without PortalAccess, whatever else the identity holds', () => {
    const codes = navPermissions.filter((c) => c !== P.PortalAccess);
    for (const auth of [adminAuth(codes), employeeAuth(codes), carrierAuth(codes), customerAuth(codes)])
      expect(navLinksFor(auth)).toEqual([]);
  });

  it('shows Storage Customers to staff holding CustomerView, never to carriers or customers (issue #10)', () => {
    expect(labels(navLinksFor(employeeAuth([P.PortalAccess, P.CustomerView])))).toEqual([
      'Customers',
      'Storage Customers',
    ]);
    expect(labels(navLinksFor(employeeAuth([P.PortalAccess, P.OrderView])))).not.toContain(
      'Storage Customers',
    );
    expect(labels(navLinksFor(carrierAuth([P.CustomerView])))).not.toContain('Storage Customers');
    expect(labels(navLinksFor(customerAuth()))).not.toContain('Storage Customers');
  });

  it('treats a carrier identity as staff, by permission', () => {
    expect(labels(navLinksFor(carrierAuth([P.PortalAccess, P.LoadView, P.CarrierView])))).toEqual([
      'Load Calendar',
      'Loads',
      'Carriers',
    ]);
  });

  it('gives a customer its own customer page and the Order Picked Dates report only', () => {
    expect(navLinksFor(customerAuth())).toEqual([
      { label: 'My Company', href: '/order-customers/12', section: '/order-customers/12' },
      { label: 'Reports', href: '/reports/order-picked-dates', section: '/reports' },
    ]);
  });

  it('hides the customer Reports link without ReportView, and the own page without a customer', () => {
    expect(labels(navLinksFor(customerAuth([P.PortalAccess])))).toEqual(['My Company']);
    const noCustomer = customerAuth();
    noCustomer.userIdentityCurrent = { ...customerIdentity, customerId: null };
    expect(labels(navLinksFor(noCustomer))).toEqual(['Reports']);
  });

  it('labels the own customer page with the customer name', () => {
    const auth = customerAuth();
    auth.userIdentityCurrent = { ...customerIdentity, customerName: 'Harbor Foods' };
    expect(navLinksFor(auth)[0]?.label).toBe('Harbor Foods');
  });

  it('shows nothing without a session or a current identity', () => {
    expect(navLinksFor(null)).toEqual([]);
    expect(navLinksFor(signInResult({ userRoles: navPermissions, userIdentityCurrent: null }))).toEqual([]);
  });
});

describe('isActiveLink', () => {
  const orders = staffLinks.find((l) => l.label === 'Orders')!;
  it('marks a link on its page and the pages below it, not on look-alike paths', () => {
    expect(isActiveLink(orders, '/orders')).toBe(true);
    expect(isActiveLink(orders, '/orders/5/notes')).toBe(true);
    expect(isActiveLink(orders, '/orders-archive')).toBe(false);
    expect(isActiveLink(orders, '/loads')).toBe(false);
  });

  it("marks the customer's Reports link on every report", () => {
    const reports = navLinksFor(customerAuth())[1]!;
    expect(isActiveLink(reports, '/reports/order-picked-dates')).toBe(true);
  });
});
