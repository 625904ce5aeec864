import { Permission } from '#contract/permissions';
import { listAccessOf } from '../business-lists/list-access';
import type { Services } from '../../app/services';

/** What the signed-in identity may do on a load page (the server enforces the same, spec 2 §6 and #14). */
export interface LoadAccess {
  isStaff: boolean;
  isCarrier: boolean;
  /** The header's 'by {user}' links to the user's page for admin identities only (spec 2 §6). */
  isAdmin: boolean;
  /** The load form, carrier pay, orders: staff holding LoadUpdate. */
  mayEditLoad: boolean;
  /** Check-offs, their times and carrier stop notes: LoadUpdate, carriers included (their own loads). */
  mayEditStops: boolean;
  /** Revenue and carrier pay are never shown to carriers or customers. */
  seesMoney: boolean;
}

export function loadAccessOf(services: Services): LoadAccess {
  const access = listAccessOf(services.authStore.read());
  const isCarrier = access.identityType === 'carrier';
  const mayUpdate = access.may(Permission.LoadUpdate);
  return {
    isStaff: access.isStaff,
    isCarrier,
    isAdmin: access.identityType === 'admin',
    mayEditLoad: access.isStaff && mayUpdate,
    mayEditStops: (access.isStaff || isCarrier) && mayUpdate,
    seesMoney: access.isStaff,
  };
}
