import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Permission } from '#contract/permissions';
import { hashPassword } from '#server/auth/password';
import {
  reportSubscriptions,
  systemRoles,
  systemUserRoleAssignments,
  systemUsers,
  userIdentities,
} from '../schema/auth';
import {
  demoAccounts,
  demoPassword,
  roleCodes,
  systemRoleDefinitions,
  type SeedIdentity,
  type SystemRoleName,
} from './accounts';
import type { Rng } from './prng';
import { firstNames, lastNames } from './vocabulary';
import type { Writer } from './writer';

/** A person the generated records name as author, picker or dispatcher. */
export interface SeedUser {
  systemUserId: number;
  name: string;
}

export interface People {
  /** Staff who write notes, change orders and loads (the demo admin and dispatch accounts among them). */
  dispatchers: SeedUser[];
  warehouse: SeedUser[];
  pickers: SeedUser[];
  customerUser: SeedUser;
}

/** The seeded roles, created when missing (matched by name), with their ids. */
export async function seedRoles(db: Writer, now: Date): Promise<Map<SystemRoleName, number>> {
  const existing = await db.select().from(systemRoles);
  const byName = new Map(existing.map((r) => [r.name.toLowerCase(), r.systemRoleId]));
  const missing = systemRoleDefinitions.filter((r) => !byName.has(r.name.toLowerCase()));
  if (missing.length) {
    const rows = await db
      .insert(systemRoles)
      .values(
        missing.map((r) => ({
          name: r.name,
          description: r.description,
          permissionCodes: roleCodes(r.name),
          dateAdded: now,
          dateModified: now,
        })),
      )
      .returning();
    for (const r of rows) byName.set(r.name.toLowerCase(), r.systemRoleId);
  }
  return new Map(systemRoleDefinitions.map((r) => [r.name, byName.get(r.name.toLowerCase())!]));
}

interface UserInput {
  email: string;
  username: string;
  firstName: string;
  lastName: string;
  passwordHash: string | null;
  identities: readonly SeedIdentity[];
  roles: readonly SystemRoleName[];
}

/** The identity hash is an opaque public id, not demo data: it comes from the system's randomness. */
const identityHash = () => randomBytes(24).toString('base64url');

async function insertUser(
  db: Writer,
  input: UserInput,
  links: { orderCustomerId: number; carrierId: number },
  roleIds: Map<SystemRoleName, number>,
  now: Date,
): Promise<SeedUser> {
  const [user] = await db
    .insert(systemUsers)
    .values({
      emailAddress: input.email,
      username: input.username,
      firstName: input.firstName,
      lastName: input.lastName,
      passwordHash: input.passwordHash,
      dateAdded: now,
      dateModified: now,
    })
    .returning({ systemUserId: systemUsers.systemUserId });
  const systemUserId = user!.systemUserId;
  const name = `${input.firstName} ${input.lastName}`;
  await db.insert(userIdentities).values(
    input.identities.map((i) => ({
      systemUserId,
      identityType: i.type,
      hash: identityHash(),
      identityName: name,
      roleName: i.roleName,
      orderCustomerId: i.type === 'customer' ? links.orderCustomerId : null,
      carrierId: i.type === 'carrier' ? links.carrierId : null,
      scanToPickRole: i.scanToPickRole ?? null,
      permissionCodes: i.codes ?? (i.codesOf ? roleCodes(i.codesOf) : []),
      dateAdded: now,
      dateModified: now,
    })),
  );
  if (input.roles.length) {
    await db
      .insert(systemUserRoleAssignments)
      .values(input.roles.map((r) => ({ systemUserId, systemRoleId: roleIds.get(r)!, dateAdded: now })));
  }
  return { systemUserId, name };
}

/**
 * Roles, the demo accounts (README "Demo accounts") and a few generated staff: dispatchers, warehouse
 * staff and pickers, who appear as authors and as "Picked By". Staff have no password: they cannot sign in.
 */
export async function seedPeople(
  db: Writer,
  rng: Rng,
  links: { orderCustomerId: number; carrierId: number },
  now: Date,
): Promise<People> {
  const roleIds = await seedRoles(db, now);
  // One hash for all five: the password is public anyway, and each scrypt costs a noticeable moment.
  const passwordHash = await hashPassword(demoPassword);
  const demo = new Map<string, SeedUser>();
  for (const account of demoAccounts) {
    demo.set(account.username, await insertUser(db, { ...account, passwordHash }, links, roleIds, now));
  }
  const [customerIdentity] = await db
    .select({ identityId: userIdentities.identityId })
    .from(userIdentities)
    .where(eq(userIdentities.systemUserId, demo.get('customer')!.systemUserId));
  await db.insert(reportSubscriptions).values({
    systemCustomerId: customerIdentity!.identityId,
    orderCustomerId: links.orderCustomerId,
    isOnMonday: true,
    isOnThursday: true,
    dateAdded: now,
    dateModified: now,
  });

  const used = new Set<string>();
  const staff = async (identity: SeedIdentity, roles: SystemRoleName[]): Promise<SeedUser> => {
    let firstName: string;
    let lastName: string;
    do {
      firstName = rng.pick(firstNames);
      lastName = rng.pick(lastNames);
    } while (used.has(`${firstName} ${lastName}`));
    used.add(`${firstName} ${lastName}`);
    const handle = `${firstName}.${lastName}`.toLowerCase();
    return insertUser(
      db,
      {
        email: `${handle}@nwds.example`,
        username: handle,
        firstName,
        lastName,
        passwordHash: null,
        identities: [identity],
        roles,
      },
      links,
      roleIds,
      now,
    );
  };
  const dispatchers = [demo.get('admin')!, demo.get('dispatch')!];
  for (let i = 0; i < 3; i++)
    dispatchers.push(
      await staff({ type: 'employee', roleName: 'Dispatch', codesOf: 'Dispatch' }, ['Dispatch']),
    );
  const warehouse: SeedUser[] = [];
  for (let i = 0; i < 2; i++)
    warehouse.push(
      await staff({ type: 'employee', roleName: 'Warehouse', codesOf: 'Warehouse' }, ['Warehouse']),
    );
  const pickers = [demo.get('picker')!];
  for (let i = 0; i < 3; i++) {
    pickers.push(
      await staff(
        {
          type: 'scanToPick',
          roleName: 'Picker',
          codes: [Permission.ScanToPickPicker],
          scanToPickRole: 'picker',
        },
        [],
      ),
    );
  }
  return { dispatchers, warehouse, pickers, customerUser: demo.get('customer')! };
}
