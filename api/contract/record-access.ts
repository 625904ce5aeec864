import { crudAccess, holding, staffAndCarrierTypes, staffHolding, type AccessRule } from './access';
import { fileKindInfo } from './file-kinds';
import { noteKindInfo } from './note-kinds';
import { Permission as P } from './permissions';

/**
 * What each identity may do with a load, one rule per capability (decision 057). The server's routes are
 * declared with these rules and the load page's tabs and controls show by them, so a carrier sees only what
 * it can use: its own loads (owner visibility), their stops' check-offs and carrier stop notes, load notes
 * and attachments; never money, the change log, orders on and off, or the load's own fields.
 */
export const loadAccess = {
  /** The load, its stops and their orders: staff, and a carrier login on its own loads. */
  read: { anyOf: [P.LoadView], identityTypes: staffAndCarrierTypes },
  /** Revenue, carrier rate and pay, who made it: the Carrier Pay tab. */
  money: staffHolding(P.LoadView),
  create: staffHolding(P.LoadAdd),
  /** The load's own fields (status, carrier, dates), the carrier pay form, stop order, the load's carrier note. */
  edit: staffHolding(P.LoadUpdate),
  /** Putting orders on the load and taking them off. */
  orders: staffHolding(P.LoadUpdate),
  delete: staffHolding(P.LoadDelete),
  /** Checking stops off with their times, and carrier stop notes: a carrier on its own loads too. */
  stops: { anyOf: [P.LoadUpdate], identityTypes: staffAndCarrierTypes },
  /** The Load Summary and Receiving Summary PDFs: staff documents (they carry every order of the load). */
  summaries: staffHolding(P.ReportView, P.LoadView),
  /** The load's change log (the Changelog tab). */
  changelog: staffHolding(P.LoadView),
  notes: crudAccess(noteKindInfo.load.permissions),
  files: crudAccess(fileKindInfo.load.permissions),
} as const satisfies Record<string, AccessRule | Record<string, AccessRule>>;

/** What each identity may do with an order's page (its tabs); the order's own saves are in its routes. */
export const orderAccess = {
  read: holding(P.OrderView),
  /** The order's loads and stops (Order Journey): the itinerary. */
  journey: holding(P.LoadView),
  /** The order's change log: staff only (spec 2 §6 hides it from customers; carriers are outsiders too). */
  changelog: staffHolding(P.OrderView),
  notes: crudAccess(noteKindInfo.order.permissions),
  files: crudAccess(fileKindInfo.order.permissions),
} as const satisfies Record<string, AccessRule | Record<string, AccessRule>>;
