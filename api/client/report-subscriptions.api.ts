import { z } from 'zod';
import { fillPath } from '#contract/path-template';
import { reportPaths } from '#contract/paths';
import { reportSubscriptionSchema, type ReportSubscription } from '#contract/report-subscription';
import type { HttpClient } from './http-client';

const subscriptionsSchema = z.array(reportSubscriptionSchema);

/**
 * Report subscriptions of a customer login (spec 1 §7): `id` is the login's systemCustomerId. A customer
 * identity reads and writes its own; staff with UserView (read) or UserUpdate (write) any.
 */
export const createReportSubscriptionsApi = (http: HttpClient) => ({
  getCustomerSubscriptions: (systemCustomerId: number, signal?: AbortSignal) =>
    http.get(fillPath(reportPaths.getCustomerSubscriptions, { id: systemCustomerId }), {
      schema: subscriptionsSchema,
      signal,
    }),

  /** Replaces the login's subscriptions with the list (id 0 adds one; a missing one is removed). */
  putCustomerSubscriptions: (
    systemCustomerId: number,
    subscriptions: readonly z.input<typeof reportSubscriptionSchema>[] | readonly ReportSubscription[],
    signal?: AbortSignal,
  ) =>
    http.put(fillPath(reportPaths.putCustomerSubscriptions, { id: systemCustomerId }), {
      body: subscriptions,
      schema: subscriptionsSchema,
      signal,
    }),
});

export type ReportSubscriptionsApi = ReturnType<typeof createReportSubscriptionsApi>;
