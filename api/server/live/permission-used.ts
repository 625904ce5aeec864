import type { LiveEventKind } from '#contract/live-events';
import { Permission as P, type PermissionCode } from '#contract/permissions';

/**
 * The codes that allow each kind of change, in the order a route asks for them: an order's status moved by
 * a load save was allowed by LoadUpdate, one set on the order by OrderUpdate. Notes and files are allowed
 * by their owner kind's codes (any of them: the outbox records which one the person held).
 */
const allowedBy: Readonly<Record<string, readonly PermissionCode[]>> = {
  'order.created': [P.OrderAdd],
  'order.changed': [P.OrderUpdate, P.LoadUpdate],
  'order.status': [P.OrderUpdate, P.LoadUpdate],
  'order.deleted': [P.OrderDelete],
  'load.created': [P.LoadAdd],
  'load.changed': [P.LoadUpdate],
  'load.status': [P.LoadUpdate],
  'load.deleted': [P.LoadDelete],
  'stop.resolved': [P.LoadUpdate],
  'stop.issue': [P.LoadUpdate],
  'note.created': [P.OrderNoteAdd, P.LoadNoteAdd, P.CustomerNoteAdd, P.LocationNoteAdd],
  'note.changed': [P.OrderNoteUpdate, P.LoadNoteUpdate, P.CustomerNoteUpdate, P.LocationNoteUpdate],
  'note.deleted': [P.OrderNoteDelete, P.LoadNoteDelete, P.CustomerNoteDelete, P.LocationNoteDelete],
  'file.created': [P.OrderFileAdd, P.LoadFileAdd, P.CustomerFileAdd, P.CarrierFileAdd],
  'file.changed': [P.OrderFileUpdate, P.LoadFileUpdate, P.CustomerFileUpdate, P.CarrierFileUpdate],
  'file.deleted': [P.OrderFileDelete, P.LoadFileDelete, P.CustomerFileDelete, P.CarrierFileDelete],
  'customer.created': [P.CustomerAdd],
  'customer.changed': [P.CustomerUpdate],
  'customer.deleted': [P.CustomerDelete],
  'carrier.created': [P.CarrierAdd],
  'carrier.changed': [P.CarrierUpdate],
  'carrier.deleted': [P.CarrierDelete],
  'location.created': [P.LocationAdd],
  'location.changed': [P.LocationUpdate, P.LocationMerge],
  'location.deleted': [P.LocationDelete, P.LocationMerge],
};

/** The first code that allows `kind` which the person held; null when none did (a system-made change). */
export const permissionUsed = (kind: LiveEventKind, held: ReadonlySet<number>): PermissionCode | null =>
  allowedBy[kind]?.find((code) => held.has(code)) ?? null;
