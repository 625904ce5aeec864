import { z } from 'zod';
import type { SignInResult } from '#contract/identity';
import {
  subscriptionWeekdays,
  type ReportSubscription,
  type SubscriptionWeekday,
} from '#contract/report-subscription';
import type { SystemUser } from '#contract/system-user';
import { requiredEmailSchema } from '#contract/validation-messages';
import type { FormValues } from '#machines/edit-form/edit-form.values';

export const weekdayLabels: Record<SubscriptionWeekday, string> = {
  isOnSunday: 'Sunday',
  isOnMonday: 'Monday',
  isOnTuesday: 'Tuesday',
  isOnWednesday: 'Wednesday',
  isOnThursday: 'Thursday',
  isOnFriday: 'Friday',
  isOnSaturday: 'Saturday',
};

/** The signed-in customer login's id (its systemCustomerId), matched by the session's identity hash. */
export const currentCustomerLoginId = (me: SystemUser, auth: SignInResult | null): number | null => {
  const logins = me.systemCustomers ?? [];
  const hash = auth?.userIdentityCurrent?.hash;
  return (
    (logins.find((l) => l.hash && l.hash === hash) ?? (logins.length === 1 ? logins[0] : undefined))
      ?.systemCustomerId ?? null
  );
};

/**
 * The form edits the login's first subscription (a new one when there is none) as flat fields; any
 * further subscriptions (set up by staff) are sent back untouched.
 */
export const subscriptionFormValues = (
  systemCustomerId: number,
  list: readonly ReportSubscription[],
): FormValues => {
  const [first, ...others] = list;
  return {
    systemCustomerId,
    reportSubscriptionId: first?.reportSubscriptionId ?? 0,
    orderCustomerId: first?.orderCustomerId ?? 0,
    useCustomEmail: Boolean(first?.customEmail),
    customEmail: first?.customEmail ?? '',
    ...Object.fromEntries(subscriptionWeekdays.map((d) => [d, first?.[d] ?? false])),
    others,
  };
};

/** The list putCustomerSubscriptions takes: no weekday ticked means no subscription. */
export const subscriptionList = (values: FormValues): ReportSubscription[] => {
  const others = (values.others as ReportSubscription[] | undefined) ?? [];
  const days = Object.fromEntries(subscriptionWeekdays.map((d) => [d, values[d] === true])) as Record<
    SubscriptionWeekday,
    boolean
  >;
  if (!Object.values(days).some(Boolean)) return others;
  return [
    {
      reportSubscriptionId: Number(values.reportSubscriptionId ?? 0),
      systemCustomerId: Number(values.systemCustomerId),
      customEmail: values.useCustomEmail ? String(values.customEmail).trim() : null,
      orderCustomerId: Number(values.orderCustomerId ?? 0),
      ...days,
    },
    ...others,
  ];
};

/** A custom address must be a valid one (spec 1 §5's email rule, required when chosen). */
export const subscriptionSchema = z
  .object({ useCustomEmail: z.boolean(), customEmail: z.string() })
  .superRefine((v, ctx) => {
    if (!v.useCustomEmail) return;
    const result = requiredEmailSchema().safeParse(v.customEmail);
    if (!result.success)
      ctx.addIssue({ code: 'custom', path: ['customEmail'], message: result.error.issues[0]!.message });
  });
