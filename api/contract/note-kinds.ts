import { crudPermissions, type CrudPermissions } from './permissions';

// Zod-free, so the route tables read it in the entry script (docs/decisions/090).
/** The four kinds of note, what owns them, and the permissions that guard them (spec 1 §6). */
export const noteKinds = ['order', 'customer', 'location', 'load'] as const;
export type NoteKind = (typeof noteKinds)[number];

export const noteKindInfo: Readonly<Record<NoteKind, { ownerKey: string; permissions: CrudPermissions }>> = {
  order: { ownerKey: 'orderId', permissions: crudPermissions('OrderNote') },
  customer: { ownerKey: 'orderCustomerId', permissions: crudPermissions('CustomerNote') },
  location: { ownerKey: 'locationId', permissions: crudPermissions('LocationNote') },
  load: { ownerKey: 'loadId', permissions: crudPermissions('LoadNote') },
};
