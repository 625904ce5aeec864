import type { SignInResult } from '../../../api/contract/identity';
import { Permission } from '../../../api/contract/permissions';
import { hasPermission, passesGate } from '../../../machines/session/auth-store';

/** What the signed-in identity may see and do on the order list. */
export interface OrdersAccess {
  /** Admin and employee identities. Others (a customer, a carrier) get the reduced list of spec 2 §6. */
  staff: boolean;
  /** Group and Ungroup: staff with OrderUpdate (the server's rule); hidden from the customer identity. */
  canGroup: boolean;
  /** Delete: staff with OrderDelete (the server's rule). */
  canDelete: boolean;
}

const staffGate = { identityTypes: ['admin', 'employee'] } as const;

export function ordersAccessFor(auth: SignInResult | null): OrdersAccess {
  const staff = auth?.userIdentityCurrent != null && passesGate(auth, staffGate);
  return {
    staff,
    canGroup: staff && hasPermission(auth, [Permission.OrderUpdate]),
    canDelete: staff && hasPermission(auth, [Permission.OrderDelete]),
  };
}
