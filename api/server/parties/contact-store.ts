import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import {
  contactKindInfo,
  type ContactForm,
  type ContactKind,
  type OwnedContact,
  type contactUpdateSchema,
} from '#contract/contact';
import type { z } from 'zod';
import type { Db } from '../db/connect';
import { nextModified, sameVersion } from '../db/row-version';
import { contacts } from '../db/schema/contacts';
import { idMismatch, notFound, staleWrite } from '../http/errors';
import type { OwnedId, OwnerRef, RequestContext } from '../http/request-context';
import { iso } from '../lists/related';
import { blankToNull } from './saving';

type Row = typeof contacts.$inferSelect;
type UpdateBody = z.infer<typeof contactUpdateSchema>;

const ownerColumn: Readonly<Record<ContactKind, AnyPgColumn>> = {
  customer: contacts.orderCustomerId,
  location: contacts.locationId,
  carrier: contacts.carrierId,
};

const ownerValues = (kind: ContactKind, ownerId: number) => ({
  orderCustomerId: kind === 'customer' ? ownerId : null,
  locationId: kind === 'location' ? ownerId : null,
  carrierId: kind === 'carrier' ? ownerId : null,
});

const toContact = (kind: ContactKind, row: Row): OwnedContact => ({
  contactId: row.contactId,
  name: row.name,
  email: row.email,
  phone: row.phone,
  title: row.title,
  isPrimary: row.isPrimary,
  emailNotices: row.emailNotices,
  dateAdded: iso(row.dateAdded)!,
  dateModified: iso(row.dateModified)!,
  [contactKindInfo[kind].ownerKey]: ownerId(kind, row),
});

const ownerId = (kind: ContactKind, row: Row) =>
  kind === 'customer' ? row.orderCustomerId : kind === 'location' ? row.locationId : row.carrierId;

/** Notices are for customers' contacts (decision 088): a location's or carrier's contact never has them on. */
const formValues = (kind: ContactKind, body: ContactForm) => ({
  name: body.name,
  emailNotices: kind === 'customer' && body.emailNotices,
  email: blankToNull(body.email),
  phone: blankToNull(body.phone),
  title: blankToNull(body.title),
});

const notFoundContact = () => notFound('The contact');

/** The owner's contacts: the primary first, then by name. */
export async function listContacts(db: Db, kind: ContactKind, owner: number): Promise<OwnedContact[]> {
  const rows = await db
    .select()
    .from(contacts)
    .where(eq(ownerColumn[kind], owner))
    .orderBy(desc(contacts.isPrimary), asc(sql`lower(${contacts.name})`), asc(contacts.contactId));
  return rows.map((row) => toContact(kind, row));
}

/** Makes the owner's other contacts not primary, so the one being saved can be (one per owner). */
async function clearPrimary(tx: Db, kind: ContactKind, owner: number) {
  await tx
    .update(contacts)
    .set({ isPrimary: false })
    .where(and(eq(ownerColumn[kind], owner), eq(contacts.isPrimary, true)));
}

/**
 * Adds a contact. Marked primary, it takes the place of the owner's primary contact; an owner's first
 * contact is its primary one whatever was sent, so an owner with contacts always shows a primary contact.
 */
export async function createContact(
  ctx: RequestContext,
  { kind, ownerId: owner }: OwnerRef<ContactKind>,
  body: ContactForm,
): Promise<OwnedContact> {
  const { now } = ctx;
  return ctx.db.transaction(async (tx) => {
    const existing = await tx.$count(contacts, eq(ownerColumn[kind], owner));
    const isPrimary = body.isPrimary || existing === 0;
    if (isPrimary) await clearPrimary(tx, kind, owner);
    const [row] = await tx
      .insert(contacts)
      .values({
        ...ownerValues(kind, owner),
        ...formValues(kind, body),
        isPrimary,
        dateAdded: now,
        dateModified: now,
      })
      .returning();
    return toContact(kind, row!);
  });
}

/** Saves a contact of this owner (404 for another owner's); stale saves are refused (409). */
export async function updateContact(
  ctx: RequestContext,
  { kind, ownerId: owner, id: contactId }: OwnedId<ContactKind>,
  body: UpdateBody,
): Promise<OwnedContact> {
  if (body.contactId !== undefined && body.contactId !== contactId) throw idMismatch('contactId');
  const { now } = ctx;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(contacts)
      .where(and(eq(contacts.contactId, contactId), eq(ownerColumn[kind], owner)))
      .for('update');
    if (!row) throw notFoundContact();
    if (!sameVersion(body.dateModified, row.dateModified)) throw staleWrite();
    if (body.isPrimary && !row.isPrimary) await clearPrimary(tx, kind, owner);
    const [saved] = await tx
      .update(contacts)
      .set({
        ...formValues(kind, body),
        isPrimary: body.isPrimary,
        dateModified: nextModified(now, row.dateModified),
      })
      .where(eq(contacts.contactId, contactId))
      .returning();
    return toContact(kind, saved!);
  });
}

export async function deleteContact(
  ctx: RequestContext,
  { kind, ownerId: owner, id: contactId }: OwnedId<ContactKind>,
) {
  const deleted = await ctx.db
    .delete(contacts)
    .where(and(eq(contacts.contactId, contactId), eq(ownerColumn[kind], owner)))
    .returning({ id: contacts.contactId });
  if (deleted.length === 0) throw notFoundContact();
}
