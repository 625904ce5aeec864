import type { Identity, SignInResult } from '#contract/identity';
import { Permission } from '#contract/permissions';
import { passesGate, type PermissionGate } from '#machines/session/auth-store';

/** One link of the navigation bar, ready to render. */
export interface NavLinkItem {
  label: string;
  href: string;
  /** The path prefix under which the link is the current one (its detail pages and tabs included). */
  section: string;
}

interface NavLinkSpec {
  label: string | ((identity: Identity) => string);
  /** Null hides the link (e.g. a customer identity without a customer). */
  href: string | ((identity: Identity) => string | null);
  section: string | ((identity: Identity) => string);
  /** Every gate must pass; inside one gate the kinds are alternatives (passesGate). */
  gates: readonly PermissionGate[];
}

/** Every link leads into the portal, which PortalAccess opens (decision 071). */
const inPortal: PermissionGate = { anyOf: [Permission.PortalAccess] };
const staffOnly: PermissionGate = { bannedIdentityTypes: ['customer'] };
const customerOnly: PermissionGate = { identityTypes: ['customer'] };
const staff = (label: string, href: string, code: number): NavLinkSpec => ({
  label,
  href,
  section: href,
  gates: [{ anyOf: [code] }, staffOnly],
});
const ownCustomerPath = (identity: Identity) =>
  identity.customerId == null ? null : `/order-customers/${identity.customerId}`;

/**
 * The navigation bar of spec 1 §2 and spec 2 §6: staff links by permission for every identity but the
 * customer's; a customer identity sees its own customer page and the Order Picked Dates report only. None
 * without PortalAccess, and Users only with AdminPortalAccess too.
 */
export const navLinkSpecs: readonly NavLinkSpec[] = [
  // The dispatcher's board (issue #31): admin and employee logins only, as its call.
  {
    label: 'Board',
    href: '/board',
    section: '/board',
    gates: [{ anyOf: [Permission.LoadView] }, { identityTypes: ['admin', 'employee'] }],
  },
  staff('Load Calendar', '/calendar', Permission.LoadView),
  staff('Orders', '/orders', Permission.OrderView),
  staff('Loads', '/loads', Permission.LoadView),
  staff('Customers', '/order-customers', Permission.CustomerView),
  // The storage list answers admin and employee identities only (docs/api.md), so a carrier holding
  // CustomerView is not shown a link to a list it would be refused (issue #10).
  {
    label: 'Storage Customers',
    href: '/storage-customers',
    section: '/storage-customers',
    gates: [{ anyOf: [Permission.CustomerView] }, { identityTypes: ['admin', 'employee'] }],
  },
  staff('Locations', '/locations', Permission.LocationView),
  staff('Carriers', '/carriers', Permission.CarrierView),
  staff('Reports', '/reports', Permission.ReportView),
  // The administration area needs AdminPortalAccess besides UserView, as its calls do.
  {
    ...staff('Users', '/users/admin', Permission.UserView),
    gates: [{ anyOf: [Permission.UserView] }, staffOnly, { anyOf: [Permission.AdminPortalAccess] }],
  },
  // Webhook endpoints (issue #30) are in the same administration area, behind the same codes.
  {
    ...staff('Webhooks', '/admin/webhooks', Permission.UserView),
    gates: [{ anyOf: [Permission.UserView] }, staffOnly, { anyOf: [Permission.AdminPortalAccess] }],
  },
  {
    label: (identity) => identity.customerName || 'My Company',
    href: ownCustomerPath,
    section: (identity) => ownCustomerPath(identity) ?? '',
    gates: [customerOnly],
  },
  {
    label: 'Reports',
    href: '/reports/order-picked-dates',
    section: '/reports',
    gates: [{ anyOf: [Permission.ReportView] }, customerOnly],
  },
];

const resolve = <T>(value: T | ((identity: Identity) => T), identity: Identity): T =>
  typeof value === 'function' ? (value as (identity: Identity) => T)(identity) : value;

/** The links the signed-in identity may see, in order; none without a current identity. */
export function navLinksFor(auth: SignInResult | null): NavLinkItem[] {
  const identity = auth?.userIdentityCurrent;
  if (!identity) return [];
  return navLinkSpecs.flatMap((spec) => {
    if (![inPortal, ...spec.gates].every((gate) => passesGate(auth, gate))) return [];
    const href = resolve(spec.href, identity);
    if (href === null) return [];
    return [{ label: resolve(spec.label, identity), href, section: resolve(spec.section, identity) }];
  });
}

/** True on the link's own page and every page below it (/orders/5/notes under Orders). */
export const isActiveLink = (link: NavLinkItem, path: string): boolean =>
  link.section !== '' && (path === link.section || path.startsWith(`${link.section}/`));
