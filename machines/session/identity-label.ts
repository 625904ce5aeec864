import type { Identity } from '#contract/identity';

/**
 * An identity as people read it: `Name (detail)`.
 * - `selection` (account selection, spec 1 §2): the customer name for customer identities, the role name for
 *   the others;
 * - `menu` (avatar menu, spec 1 §2): the customer or carrier name, else the role name, so an admin and an
 *   employee identity of one person still read differently.
 */
export function identityLabel(identity: Identity | null | undefined, use: 'selection' | 'menu'): string {
  if (!identity) return '';
  const name = (
    identity.identityName || [identity.firstName, identity.lastName].filter(Boolean).join(' ')
  ).trim();
  const company =
    identity.identityType === 'customer'
      ? identity.customerName
      : identity.identityType === 'carrier' && use === 'menu'
        ? identity.carrierName
        : null;
  const detail = (company || identity.roleName)?.trim();
  return detail ? `${name} (${detail})` : name;
}
