import type { SignInResult } from '#contract/identity';
import { Permission } from '#contract/permissions';
import { listAccessOf } from '../../../shared/business-lists/list-access';

/** What the signed-in identity may see and do on the order list. */
export interface OrdersAccess {
  /** Admin and employee identities. Others (a customer, a carrier) get the reduced list of spec 2 §6. */
  staff: boolean;
  /** Add Order: OrderAdd (a customer login places its own orders, spec 2 §4). */
  canAdd: boolean;
  /** Group and Ungroup: staff with OrderUpdate (the server's rule); hidden from the customer identity. */
  canGroup: boolean;
  /** Delete: staff with OrderDelete (the server's rule). */
  canDelete: boolean;
  /** The note count opens the Order Notes dialog: OrderNoteView (a customer on its own orders, as the server scopes). */
  canViewNotes: boolean;
  /** The dialog's add box, edit and delete: OrderNoteAdd. */
  canAddNotes: boolean;
}

export function ordersAccessFor(auth: SignInResult | null): OrdersAccess {
  const access = listAccessOf(auth);
  return {
    staff: access.isStaff,
    canAdd: access.may(Permission.OrderAdd),
    canGroup: access.isStaff && access.may(Permission.OrderUpdate),
    canDelete: access.mayDelete(Permission.OrderDelete),
    canViewNotes: access.may(Permission.OrderNoteView),
    canAddNotes: access.may(Permission.OrderNoteAdd),
  };
}
