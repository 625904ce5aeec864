import { z } from 'zod';
import { ofKind } from './field-kinds';
import { crudPermissions, type CrudPermissions } from './permissions';
import { id, isoDateTime, phoneText, plainString } from './scalars';
import { optionalEmailSchema, requiredText } from './validation-messages';

/**
 * Contact of a customer, location or carrier. The spec names contacts (tabs, permissions, the primary
 * contact's name and phone on each owner) but lists no fields; these are our choice: the fields an owner's
 * primary contact needs, plus a title. At most one contact per owner is primary.
 */
export const contactSchema = z.object({
  contactId: id,
  name: ofKind('name', plainString().max(200)),
  email: ofKind('email', plainString().max(254).nullable()),
  phone: ofKind('phone', plainString().max(40).nullable()),
  title: plainString().max(100).nullable(),
  isPrimary: z.boolean().default(false),
  /** A customer's contact asks for e-mails when its orders are picked up, delivered or a stop has an issue (decision 088). */
  emailNotices: z.boolean().default(false),
  dateAdded: isoDateTime.optional(),
  dateModified: isoDateTime.optional(),
});
export type Contact = z.infer<typeof contactSchema>;

/** The contact form: a name, and a valid email when one is given. */
export const contactFormSchema = z.object({
  contactId: id.optional(),
  name: ofKind('name', requiredText(200)),
  email: ofKind('email', optionalEmailSchema().nullish()),
  phone: ofKind('phone', phoneText.nullish()),
  title: plainString().trim().max(100).nullish(),
  isPrimary: z.boolean().default(false),
  emailNotices: z.boolean().default(false),
});
export type ContactForm = z.infer<typeof contactFormSchema>;

export const contactKinds = ['customer', 'location', 'carrier'] as const;
export type ContactKind = (typeof contactKinds)[number];
export const contactKindInfo: Readonly<
  Record<ContactKind, { ownerKey: string; permissions: CrudPermissions }>
> = {
  customer: { ownerKey: 'orderCustomerId', permissions: crudPermissions('CustomerContact') },
  location: { ownerKey: 'locationId', permissions: crudPermissions('LocationContact') },
  carrier: { ownerKey: 'carrierId', permissions: crudPermissions('CarrierContact') },
};

export const customerContactSchema = contactSchema.extend({ orderCustomerId: id });
export const locationContactSchema = contactSchema.extend({ locationId: id });
export const carrierContactSchema = contactSchema.extend({ carrierId: id });

/** PUT: the form and the dateModified it was read with (409 stale_write when someone saved first). */
export const contactUpdateSchema = contactFormSchema.extend({ dateModified: isoDateTime });
export type ContactUpdateInput = z.input<typeof contactUpdateSchema>;
export type ContactFormInput = z.input<typeof contactFormSchema>;

/** A contact as its kind's calls answer it: with its owner's key. */
export const contactSchemaOf = {
  customer: customerContactSchema,
  location: locationContactSchema,
  carrier: carrierContactSchema,
} as const;
/** Any kind's contact, with whichever owner key it has (what one client reads for the three kinds). */
export const ownedContactSchema = contactSchema.extend({
  orderCustomerId: id.optional(),
  locationId: id.optional(),
  carrierId: id.optional(),
});
export type OwnedContact = z.infer<typeof ownedContactSchema>;
