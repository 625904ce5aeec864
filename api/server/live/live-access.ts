import { grants, holding, staffTypes, type AccessCaller, type AccessRule } from '#contract/access';
import { fileKindInfo, type FileKind } from '#contract/file';
import type { IdentityType } from '#contract/identity';
import type { LiveEvent, LiveRecordType } from '#contract/live-events';
import { loadStaffOnlyFields } from '#contract/load-save';
import { noteKindInfo, type NoteKind } from '#contract/note';
import { Permission as P } from '#contract/permissions';
import { loadAccess, orderAccess } from '#contract/record-access';
import { accessCaller } from '../auth/rule-access';
import type { AuthContext } from '../auth/session-store';
import { staffOnlyLoadFields } from '../lists/loads.list';
import { outsiderHiddenOrderFields } from '../orders/order-read';
import type { EventScope } from './event-scope';
import type { StoredEvent } from './outbox-read';
import type { OutboxPayload } from './outbox-write';

/** Who reads a stream: the session's caller, fixed when the stream opened. */
export interface Viewer {
  caller: AccessCaller;
  systemUserId: number;
  identityType: IdentityType;
  isStaff: boolean;
  orderCustomerId: number | null;
  carrierId: number | null;
}

export const viewerOf = (auth: AuthContext): Viewer | null => {
  const caller = accessCaller(auth);
  if (!caller || !auth.identity) return null;
  return {
    caller,
    systemUserId: auth.systemUserId,
    identityType: auth.identity.identityType,
    isStaff: (staffTypes as readonly string[]).includes(auth.identity.identityType),
    orderCustomerId: auth.identity.orderCustomerId,
    carrierId: auth.identity.carrierId,
  };
};

type OwnerType = NonNullable<OutboxPayload['owner']>['type'];

const has = (ids: readonly number[], id: number | null) => id !== null && ids.includes(id);

/** What a read's scope looks at: the customers and carriers an event (or a record's scope) touches. */
type Scoped = Pick<StoredEvent, 'orderCustomerIds' | 'carrierIds'>;

/**
 * The read rules of each record type, as the reads apply them: the route's rule (who may call the read)
 * and the owner scope (lists/*.list.ts: staff every row, a customer login its customer's, a carrier login
 * its own loads' and the orders on them), the scope answered from the keys the event was written with.
 */
const reads: Readonly<Record<string, { rule: AccessRule; scope: (e: Scoped, v: Viewer) => boolean }>> = {
  order: {
    rule: orderAccess.read,
    scope: (e, v) =>
      v.identityType === 'customer'
        ? has(e.orderCustomerIds, v.orderCustomerId)
        : v.identityType === 'carrier' && has(e.carrierIds, v.carrierId),
  },
  load: { rule: loadAccess.read, scope: (e, v) => has(e.carrierIds, v.carrierId) },
  customer: {
    rule: { anyOf: [P.CustomerView], identityTypes: [...staffTypes, 'customer'] },
    scope: (e, v) => has(e.orderCustomerIds, v.orderCustomerId),
  },
  carrier: {
    rule: { anyOf: [P.CarrierView], identityTypes: [...staffTypes, 'carrier'] },
    scope: (e, v) => has(e.carrierIds, v.carrierId),
  },
  // A customer login reads its customer's places; a carrier login the places its loads stop at (event-scope.ts).
  location: {
    rule: holding(P.LocationView),
    scope: (e, v) =>
      v.identityType === 'customer'
        ? has(e.orderCustomerIds, v.orderCustomerId)
        : v.identityType === 'carrier' && has(e.carrierIds, v.carrierId),
  },
};

/** A stop is its load's; a customer login also follows the stops of loads carrying its orders (journey). */
const mayReadStop = (e: Scoped, v: Viewer) =>
  mayRead('load', e, v) ||
  (grants(orderAccess.journey, v.caller) &&
    v.identityType === 'customer' &&
    has(e.orderCustomerIds, v.orderCustomerId));

function mayRead(type: LiveRecordType, e: Scoped, v: Viewer): boolean {
  if (type === 'stop') return mayReadStop(e, v);
  const read = reads[type];
  if (!read || !grants(read.rule, v.caller)) return false;
  return v.isStaff || read.scope(e, v);
}

/** Whether `v` may read the record of `scope` (event-scope.ts): presence asks what its events ask (decision 080). */
export const mayReadRecord = (type: LiveRecordType, scope: EventScope, v: Viewer): boolean =>
  mayRead(type, scope, v);

/**
 * Who reaches a note's or file's owner, as the note and file routes ask (api/server/records/owner-access.ts:
 * the owner's list scope, not the owner's own read): a customer login also reaches the loads carrying its
 * orders, whose notes and files it may list.
 */
const ownerScopes: Readonly<Record<OwnerType, (e: Scoped, v: Viewer) => boolean>> = {
  order: reads.order!.scope,
  load: (e, v) =>
    v.identityType === 'customer'
      ? has(e.orderCustomerIds, v.orderCustomerId)
      : has(e.carrierIds, v.carrierId),
  customer: reads.customer!.scope,
  carrier: reads.carrier!.scope,
  location: reads.location!.scope,
};

/** A note or file: the view code of that kind of note or file, then the owner's scope. */
function mayReadAttached(e: StoredEvent, v: Viewer): boolean {
  const owner = e.payload.owner;
  if (!owner) return false;
  const info =
    e.recordType === 'note' ? noteKindInfo[owner.type as NoteKind] : fileKindInfo[owner.type as FileKind];
  if (!info || !grants(holding(info.permissions.view), v.caller)) return false;
  return v.isStaff || ownerScopes[owner.type](e, v);
}

const hiddenFromOutsiders: Partial<Record<LiveRecordType, ReadonlySet<string>>> = {
  order: new Set([...outsiderHiddenOrderFields, 'revenue']),
  load: new Set([...loadStaffOnlyFields, ...staffOnlyLoadFields]),
  stop: new Set(),
};

/**
 * The event as `viewer` may receive it, or null when the reads would not show it the record (decision
 * 077): the same rules and scopes as the reads, no field an outsider's read leaves out (revenue, carrier
 * pay; for customers', carriers' and places' records no field names at all), and who did it only to staff
 * or to the person who did it (decision 067).
 */
export function visibleEvent(e: StoredEvent, v: Viewer): LiveEvent | null {
  const attached = e.recordType === 'note' || e.recordType === 'file';
  if (!(attached ? mayReadAttached(e, v) : mayRead(e.recordType, e, v))) return null;
  const hidden = hiddenFromOutsiders[e.recordType];
  const fields = e.payload.fields ?? [];
  const shownBy = v.isStaff || e.systemUserId === v.systemUserId;
  return {
    id: e.id,
    at: e.at,
    kind: e.kind,
    record: { type: e.recordType, id: e.recordId },
    by:
      shownBy && e.systemUserId !== null
        ? { systemUserId: e.systemUserId, name: e.byName, identityType: e.identityType }
        : null,
    fields: v.isStaff ? fields : hidden ? fields.filter((f) => !hidden.has(f)) : [],
    dateModified: e.payload.dateModified ?? null,
    ...(e.payload.status ? { status: e.payload.status } : {}),
    ...(e.payload.stop ? { stop: e.payload.stop } : {}),
    ...(e.payload.owner ? { owner: e.payload.owner } : {}),
  };
}
