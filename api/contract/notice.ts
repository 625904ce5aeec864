import { z } from 'zod';
import { staffIdentityTypes } from './identity';
import { Permission as P } from './permissions';
import { id, isoDateTime, plainString } from './scalars';

/**
 * Notices (issue #30, decision 088). Customer contacts who opt in (`emailNotices` on the contact) get an
 * e-mail when an order of their customer is picked up (In Transit), delivered, or a stop of it gets an issue;
 * staff who made or changed a load get an in-portal notice when a stop of it gets an issue. Customers and
 * carriers never read staff notices; the mails' log is staff's, on the order.
 */
export const noticeAccess = {
  mine: { identityTypes: staffIdentityTypes },
  orderMails: { anyOf: [P.OrderView], identityTypes: staffIdentityTypes },
} as const;

export const staffNoticeSchema = z.object({
  staffNoticeId: id,
  kind: z.enum(['stopIssue']),
  loadId: id.nullable(),
  text: plainString(),
  dateAdded: isoDateTime,
  readAt: isoDateTime.nullable(),
});
export type StaffNotice = z.infer<typeof staffNoticeSchema>;

/** The caller's newest notices (at most `limit`) and how many are unread in all. */
export const myNoticesSchema = z.object({
  unread: z.number().int().min(0),
  items: z.array(staffNoticeSchema),
});
export type MyNotices = z.infer<typeof myNoticesSchema>;

export const myNoticesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(30),
});

/** Marks the caller's notices read: these ids, or all of them when none are given. */
export const markNoticesReadSchema = z.strictObject({
  staffNoticeIds: z.array(id).max(500).optional(),
});
export type MarkNoticesRead = z.infer<typeof markNoticesReadSchema>;

export const noticeMailKinds = ['pickedUp', 'delivered', 'stopIssue'] as const;
export const noticeMailKindLabel: Readonly<Record<(typeof noticeMailKinds)[number], string>> = {
  pickedUp: 'Picked up',
  delivered: 'Delivered',
  stopIssue: 'Stop issue',
};

/** One notice e-mail of an order and its delivery: the log staff read on the order page. */
export const noticeMailSchema = z.object({
  noticeMailId: id,
  kind: z.enum(noticeMailKinds),
  toAddress: plainString(),
  subject: plainString(),
  status: z.enum(['pending', 'sending', 'delivered', 'failed']),
  attempts: z.number().int().min(0),
  lastError: plainString().nullable(),
  lastAttemptAt: isoDateTime.nullable(),
  deliveredAt: isoDateTime.nullable(),
  dateAdded: isoDateTime,
});
export type NoticeMail = z.infer<typeof noticeMailSchema>;
