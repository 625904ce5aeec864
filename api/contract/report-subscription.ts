import { z } from 'zod';
import { ofKind } from './field-kinds';
import { id, isoDateTime, nullableId } from './scalars';
import { systemCustomerSchema } from './system-login';
import { optionalEmailSchema } from './validation-messages';

/** The weekday flags, Sunday first, as the spec lists them. */
export const subscriptionWeekdays = [
  'isOnSunday',
  'isOnMonday',
  'isOnTuesday',
  'isOnWednesday',
  'isOnThursday',
  'isOnFriday',
  'isOnSaturday',
] as const;
export type SubscriptionWeekday = (typeof subscriptionWeekdays)[number];

const weekdayFlags = {
  isOnSunday: z.boolean().default(false),
  isOnMonday: z.boolean().default(false),
  isOnTuesday: z.boolean().default(false),
  isOnWednesday: z.boolean().default(false),
  isOnThursday: z.boolean().default(false),
  isOnFriday: z.boolean().default(false),
  isOnSaturday: z.boolean().default(false),
} satisfies Record<SubscriptionWeekday, z.ZodType>;

/**
 * Report subscription (spec 1 §3, spec 2 §3): e-mails a customer's report on the ticked weekdays, to a
 * customer login (systemCustomerId) or to a custom address. Client-only selected/editing are stripped.
 */
export const reportSubscriptionSchema = z.object({
  reportSubscriptionId: id,
  systemCustomerId: nullableId,
  systemCustomer: systemCustomerSchema.nullable().optional(),
  customEmail: ofKind('email', optionalEmailSchema().nullable()),
  orderCustomerId: id,
  ...weekdayFlags,
  dateAdded: isoDateTime.optional(),
  dateModified: isoDateTime.optional(),
});
export type ReportSubscription = z.infer<typeof reportSubscriptionSchema>;

export const subscriptionRecipientMessage = 'Choose a customer login or enter an email address';

/** PUT putCustomerSubscriptions body: each one needs a recipient. */
export const reportSubscriptionListSchema = z
  .array(reportSubscriptionSchema)
  .max(200)
  .superRefine((subs, ctx) => {
    subs.forEach((s, i) => {
      if (s.systemCustomerId == null && !s.customEmail) {
        ctx.addIssue({ code: 'custom', path: [i, 'customEmail'], message: subscriptionRecipientMessage });
      }
    });
  });

/** The weekdays a subscription is sent on, 0 = Sunday (as Date#getDay counts). */
export const subscriptionDays = (s: Pick<ReportSubscription, SubscriptionWeekday>): number[] =>
  subscriptionWeekdays.flatMap((day, i) => (s[day] ? [i] : []));
