import { z } from 'zod';
import { desc, eq, sql } from 'drizzle-orm';
import {
  accessRequestCreateSchema,
  type AccessRequest,
  type AccessRequestCreate,
} from '#contract/access-request';
import { id } from '#contract/scalars';
import { isUsable, userByEmail } from '../auth/user-lookup';
import type { Database } from '../db/connect';
import { systemUserRequests } from '../db/schema/auth';

type RequestRow = typeof systemUserRequests.$inferSelect;

/**
 * The public POST's body: the request-access form. Keys the server sets (the entity's id and dates) and
 * the client-only fields of spec 1 §3 are accepted and ignored, so a client that posts a whole entity
 * (getItemNew, edited) still works; any other key is refused.
 */
export const accessRequestPostSchema = accessRequestCreateSchema
  .extend({
    systemUserRequestId: id.optional(),
    dateAdded: z.unknown().optional(),
    dateModified: z.unknown().optional(),
    selected: z.unknown().optional(),
    editing: z.unknown().optional(),
    pager: z.unknown().optional(),
  })
  .strict();

export const accessRequestView = (row: RequestRow): AccessRequest => ({
  systemUserRequestId: row.systemUserRequestId,
  emailAddress: row.emailAddress,
  firstName: row.firstName,
  lastname: row.lastname,
  companyName: row.companyName,
  phone: row.phone,
  city: row.city,
  state: row.state,
  additionalInfo: row.additionalInfo,
  dateAdded: row.dateAdded.toISOString(),
  dateModified: row.dateModified.toISOString(),
});

export type SubmitOutcome = 'created' | 'updated' | 'existingAccount';

/** The request's columns as the form sends them (create, and a reviewer's save): empty optionals stored as null. */
export const requestColumns = (input: AccessRequestCreate) => ({
  emailAddress: input.emailAddress,
  firstName: input.firstName,
  lastname: input.lastname,
  companyName: input.companyName,
  phone: input.phone || null,
  city: input.city,
  state: input.state,
  additionalInfo: input.additionalInfo || null,
});

/**
 * Files an access request. One open request per address (case-insensitive): a second submission updates
 * the first in place. An address that already belongs to an active account files nothing, but the answer
 * looks like a fresh request (an id drawn from the same sequence, dates of now), so the public form
 * cannot tell which addresses have accounts.
 */
export async function submitAccessRequest(
  database: Database,
  input: AccessRequestCreate,
  now: Date,
): Promise<{ request: AccessRequest; outcome: SubmitOutcome }> {
  const account = await userByEmail(database.db, input.emailAddress);
  if (account && isUsable(account)) {
    const [next] = await database.rows<{ id: number }>(
      sql`select nextval(pg_get_serial_sequence('system_user_requests', 'system_user_request_id'))::int as id`,
    );
    const fake = {
      systemUserRequestId: next!.id,
      ...requestColumns(input),
      dateAdded: now,
      dateModified: now,
    };
    return { request: accessRequestView(fake), outcome: 'existingAccount' };
  }

  const email = input.emailAddress.toLowerCase();
  return database.db.transaction(async (tx) => {
    // Two submissions of one address at once must not both insert.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`access-request:${email}`}))`);
    const [open] = await tx
      .select({ systemUserRequestId: systemUserRequests.systemUserRequestId })
      .from(systemUserRequests)
      .where(eq(sql`lower(${systemUserRequests.emailAddress})`, email))
      .orderBy(desc(systemUserRequests.dateModified))
      .limit(1);
    if (open) {
      const [row] = await tx
        .update(systemUserRequests)
        .set({ ...requestColumns(input), dateModified: now })
        .where(eq(systemUserRequests.systemUserRequestId, open.systemUserRequestId))
        .returning();
      return { request: accessRequestView(row!), outcome: 'updated' as const };
    }
    const [row] = await tx
      .insert(systemUserRequests)
      .values({ ...requestColumns(input), dateAdded: now, dateModified: now })
      .returning();
    return { request: accessRequestView(row!), outcome: 'created' as const };
  });
}

export const openRequestCount = (database: Database): Promise<number> =>
  database.db.$count(systemUserRequests);
