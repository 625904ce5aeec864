import { and, asc, eq } from 'drizzle-orm';
import type { IdentityType } from '#contract/identity';
import type { PermissionCode } from '#contract/permissions';
import { ScanToPickRole, type ScanToPickRoleCode } from '#contract/reference-codes';
import {
  identityTypeOfLoginPart,
  loginMessages,
  loginPartIdKey,
  loginPartOf,
  loginRecordSaveFields,
  refineLoginRecordSave,
  type LoginRecord,
  type LoginRecordPart,
} from '#contract/system-login';
import type { AuthContext } from '../auth/session-store';
import { newSecret } from '../auth/tokens';
import type { Db } from '../db/connect';
import { rowExists } from '../db/row-exists';
import { sessions, userIdentities } from '../db/schema/auth';
import { carriers } from '../db/schema/carriers';
import { orderCustomers } from '../db/schema/customers';
import { badRequest, conflict, forbidden, invalidFields, notFound, staleWrite } from '../http/errors';
import type { RequestContext } from '../http/request-context';
import { deleteBulk } from '../lists/delete-bulk';
import { iso } from '../lists/related';
import { assertGrantable, assertMayManage, isAdminCaller } from './grants';
import { nextModified, sameVersion } from '../db/row-version';
import { isUniqueViolation } from './me-update';
import { existingUser } from './user-admin';

type IdentityRow = typeof userIdentities.$inferSelect;
const M = loginMessages;

/** The three login calls' body: a login record with exactly one part (docs/api.md "Logins"). */
export const loginRecordBodySchema = loginRecordSaveFields.strict().superRefine(refineLoginRecordSave);
type Body = ReturnType<typeof loginRecordBodySchema.parse>;

const partOfType: Record<string, LoginRecordPart> = {
  admin: 'admin',
  customer: 'customerLogin',
  employee: 'employee',
  scanToPick: 'scanToPick',
  carrier: 'carrier',
};
const partOrder: readonly string[] = ['admin', 'employee', 'customer', 'carrier', 'scanToPick'];

const scanToPickCode: Record<string, ScanToPickRoleCode> = {
  admin: ScanToPickRole.Admin,
  clerk: ScanToPickRole.Clerk,
  picker: ScanToPickRole.Picker,
  qc: ScanToPickRole.Qc,
};
const scanToPickName = (code: number) =>
  Object.entries(scanToPickCode).find(([, c]) => c === code)?.[0] ?? 'picker';

const emptyRecord = (systemUserId: number): LoginRecord => ({
  systemUserId,
  admin: null,
  customerLogin: null,
  employee: null,
  scanToPick: null,
  carrier: null,
});

/** One login as a record with its one part set; the identity hash is never sent. */
function recordOf(row: IdentityRow, names: { customer: string | null; carrier: string | null }): LoginRecord {
  const base = {
    systemUserId: row.systemUserId,
    isActive: row.isActive,
    permissionCodes: row.permissionCodes as PermissionCode[],
    dateAdded: iso(row.dateAdded)!,
    dateModified: iso(row.dateModified)!,
  };
  const record = emptyRecord(row.systemUserId);
  switch (row.identityType as IdentityType) {
    case 'admin':
      return { ...record, admin: { systemAdminId: row.identityId, ...base } };
    case 'customer':
      return {
        ...record,
        customerLogin: {
          systemCustomerId: row.identityId,
          ...base,
          orderCustomerId: row.orderCustomerId,
          orderCustomerName: names.customer,
        },
      };
    case 'employee':
      return { ...record, employee: { systemEmployeeId: row.identityId, ...base, roleName: row.roleName } };
    case 'carrier':
      return {
        ...record,
        carrier: {
          systemCarrierId: row.identityId,
          ...base,
          carrierId: row.carrierId,
          carrierName: names.carrier,
        },
      };
    case 'scanToPick':
      return {
        ...record,
        scanToPick: {
          systemScanToPickId: row.identityId,
          ...base,
          scanToPickRole: scanToPickCode[row.scanToPickRole ?? ''] ?? ScanToPickRole.Picker,
          deviceToken: row.deviceToken,
        },
      };
  }
}

async function recordsWhere(db: Db, where: ReturnType<typeof eq>): Promise<LoginRecord[]> {
  const rows = await db
    .select({ identity: userIdentities, customer: orderCustomers.orderCustomerName, carrier: carriers.name })
    .from(userIdentities)
    .leftJoin(orderCustomers, eq(orderCustomers.orderCustomerId, userIdentities.orderCustomerId))
    .leftJoin(carriers, eq(carriers.carrierId, userIdentities.carrierId))
    .where(where)
    .orderBy(asc(userIdentities.identityId));
  return rows
    .sort((a, b) => partOrder.indexOf(a.identity.identityType) - partOrder.indexOf(b.identity.identityType))
    .map((r) => recordOf(r.identity, r));
}

/** getLoginsByUserId: one record per login the (undeleted) user holds. */
export async function loginsOfUser(db: Db, systemUserId: number): Promise<LoginRecord[]> {
  await existingUser(db, systemUserId);
  return recordsWhere(db, eq(userIdentities.systemUserId, systemUserId));
}

const loginById = async (db: Db, identityId: number) =>
  (await recordsWhere(db, eq(userIdentities.identityId, identityId)))[0]!;

interface Sent {
  part: LoginRecordPart;
  /** The part as sent (typed loosely: its fields depend on the part). */
  data: NonNullable<Body[LoginRecordPart]> & Record<string, unknown>;
  systemUserId: number;
  loginId: number;
}

/** The one part of a body, its user and its login id; 400 when the record's user and the part's differ. */
function sentPart(body: Body): Sent {
  const part = loginPartOf(body)!;
  const data = body[part]! as Sent['data'];
  if (body.systemUserId !== undefined && body.systemUserId !== 0 && body.systemUserId !== data.systemUserId)
    throw invalidFields({ [`${part}.systemUserId`]: M.otherUser });
  return { part, data, systemUserId: data.systemUserId, loginId: data[loginPartIdKey[part]] as number };
}

/** The columns a part sets, after checking the customer or carrier it names exists. */
async function columnsOf(db: Db, { part, data }: Sent) {
  const columns: Partial<typeof userIdentities.$inferInsert> = {
    isActive: data.isActive,
    permissionCodes: [...new Set(data.permissionCodes)],
  };
  if (part === 'customerLogin') {
    const id = data.orderCustomerId as number;
    if (!(await rowExists(db, orderCustomers.orderCustomerId, id)))
      throw invalidFields({ 'customerLogin.orderCustomerId': M.unknownCustomer });
    columns.orderCustomerId = id;
  }
  if (part === 'carrier') {
    const id = data.carrierId as number;
    if (!(await rowExists(db, carriers.carrierId, id)))
      throw invalidFields({ 'carrier.carrierId': M.unknownCarrier });
    columns.carrierId = id;
  }
  if (part === 'employee') columns.roleName = (data.roleName as string | null | undefined) ?? null;
  if (part === 'scanToPick') columns.scanToPickRole = scanToPickName(data.scanToPickRole as number);
  return columns;
}

/** Who may touch this login at all: the user's manager rules, and admin logins only by admins. */
async function assertMayChange(db: Db, caller: AuthContext, sent: Pick<Sent, 'part' | 'systemUserId'>) {
  if (sent.part === 'admin' && !isAdminCaller(caller)) throw forbidden(M.adminOnly);
  await assertMayManage(db, caller, sent.systemUserId);
}

/** saveNewLogin: adds a login; a user holds at most one of each type (409). */
export async function saveNewLogin(ctx: RequestContext, body: Body) {
  const { database, caller, now } = ctx;
  const sent = sentPart(body);
  const db = database.db;
  const user = await existingUser(db, sent.systemUserId);
  await assertMayChange(db, caller, sent);
  assertGrantable(caller, sent.data.permissionCodes);
  const type = identityTypeOfLoginPart[sent.part];
  const columns = await columnsOf(db, sent);
  try {
    const identityId = await db.transaction(async (tx) => {
      const [held] = await tx
        .select({ id: userIdentities.identityId })
        .from(userIdentities)
        .where(
          and(eq(userIdentities.systemUserId, user.systemUserId), eq(userIdentities.identityType, type)),
        );
      if (held) throw conflict(M.oneOfEachType(sent.part));
      const [row] = await tx
        .insert(userIdentities)
        .values({
          ...columns,
          systemUserId: user.systemUserId,
          identityType: type,
          hash: newSecret(),
          identityName: `${user.firstName} ${user.lastName}`.trim() || null,
          dateAdded: now,
          dateModified: now,
        })
        .returning({ identityId: userIdentities.identityId });
      return row!.identityId;
    });
    return loginById(db, identityId);
  } catch (error) {
    // Two adds of one type at once: the unique index (user, type) refuses the second.
    if (isUniqueViolation(error)) throw conflict(M.oneOfEachType(sent.part));
    throw error;
  }
}

/** The stored login a body names: it must exist (404), be the user's (400) and keep its type (400). */
async function storedLogin(db: Db, sent: Sent): Promise<IdentityRow> {
  const [row] = await db.select().from(userIdentities).where(eq(userIdentities.identityId, sent.loginId));
  if (!row) throw notFound('The login');
  const idField = `${sent.part}.${loginPartIdKey[sent.part]}`;
  if (row.systemUserId !== sent.systemUserId) throw badRequest(M.otherUser, { [idField]: M.otherUser });
  if (partOfType[row.identityType] !== sent.part)
    throw badRequest(M.kindChanged, { [idField]: M.kindChanged });
  return row;
}

const isCallersLogin = (caller: AuthContext, identityId: number) =>
  caller.identity?.identityId === identityId;

/**
 * updateLogin: saves a login's codes, active flag and its part's fields. dateModified, when sent, is a
 * stale-write token (409). Deactivating ends the sessions signed in to that login.
 */
export async function updateLogin(ctx: RequestContext, body: Body) {
  const { database, caller, now } = ctx;
  const sent = sentPart(body);
  const db = database.db;
  const row = await storedLogin(db, sent);
  await assertMayChange(db, caller, sent);
  if (isCallersLogin(caller, row.identityId) && !sent.data.isActive) throw conflict(M.ownLogin);
  assertGrantable(
    caller,
    sent.data.permissionCodes.filter((c) => !row.permissionCodes.includes(c)),
  );
  const columns = await columnsOf(db, sent);
  await db.transaction(async (tx) => {
    const [locked] = await tx
      .select()
      .from(userIdentities)
      .where(eq(userIdentities.identityId, row.identityId))
      .for('update');
    if (!locked) throw notFound('The login');
    const sentVersion = sent.data.dateModified as string | undefined;
    if (sentVersion && !sameVersion(sentVersion, locked.dateModified)) throw staleWrite();
    await tx
      .update(userIdentities)
      .set({ ...columns, dateModified: nextModified(now, locked.dateModified) })
      .where(eq(userIdentities.identityId, row.identityId));
    if (locked.isActive && !columns.isActive)
      await tx.update(sessions).set({ revokedAt: now }).where(eq(sessions.identityId, row.identityId));
  });
  return loginById(db, row.identityId);
}

/** deleteLogin: removes a login; its sessions and report subscriptions go with it. */
export async function deleteLogin(ctx: RequestContext, body: Body) {
  const { database, caller } = ctx;
  const sent = sentPart(body);
  const row = await storedLogin(database.db, sent);
  await assertMayChange(database.db, caller, sent);
  if (isCallersLogin(caller, row.identityId)) throw conflict(M.ownLogin);
  await deleteBulk(
    database,
    {
      noun: 'logins',
      table: userIdentities,
      id: userIdentities.identityId,
      label: (id) => `Login #${id}`,
    },
    [row.identityId],
  );
}
