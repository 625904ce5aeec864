import { grants } from '#contract/access';
import { loadAccess } from '#contract/record-access';
import { accessCallerOf } from '../../app/route-access';
import type { Services } from '../../app/services';

/**
 * What the signed-in identity may do on a load page: each flag is the contract's rule for the call the control
 * makes (api/contract/record-access.ts), the one the server's route is guarded by (decision 057).
 */
export interface LoadAccess {
  isStaff: boolean;
  isCarrier: boolean;
  /** The header's 'by {user}' links to the user's page for admin identities only (spec 2 §6). */
  isAdmin: boolean;
  /** The load form (status, carrier, dates), carrier pay, stop order: staff holding LoadUpdate. */
  mayEditLoad: boolean;
  /** Orders on and off the load. */
  mayMoveOrders: boolean;
  /** Check-offs, their times and carrier stop notes: LoadUpdate, a carrier on its own loads included. */
  mayEditStops: boolean;
  /** Revenue and carrier pay are never shown to carriers or customers. */
  seesMoney: boolean;
  /** The Load Summary and Receiving Summary buttons. */
  maySummarize: boolean;
  /** Adding load notes and attachments (proof of delivery). */
  mayAddNotes: boolean;
  mayAddFiles: boolean;
}

export function loadAccessOf(services: Services): LoadAccess {
  const caller = accessCallerOf(services.authStore.read());
  const may = (rule: Parameters<typeof grants>[0]) => grants(rule, caller);
  const type = caller?.identityType;
  return {
    isStaff: type === 'admin' || type === 'employee',
    isCarrier: type === 'carrier',
    isAdmin: type === 'admin',
    mayEditLoad: may(loadAccess.edit),
    mayMoveOrders: may(loadAccess.orders),
    mayEditStops: may(loadAccess.stops),
    seesMoney: may(loadAccess.money),
    maySummarize: may(loadAccess.summaries),
    mayAddNotes: may(loadAccess.notes.add),
    mayAddFiles: may(loadAccess.files.add),
  };
}
