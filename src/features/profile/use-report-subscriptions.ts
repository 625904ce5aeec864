import { shallowEqual, useSelector } from '@xstate/react';
import { subscriptionWeekdays } from '#contract/report-subscription';
import * as select from '#machines/edit-form/edit-form.selectors';
import { answered } from '../../app/answered';
import { useRuntime } from '../../app/runtime-context';
import { useEditForm } from '../../app/use-edit-form';
import {
  currentCustomerLoginId,
  subscriptionFormValues,
  subscriptionList,
  subscriptionSchema,
} from './subscription-values';

export const noCustomerLoginText = 'Report subscriptions are not available for this login.';

const selectReportSubscriptionsView = (s: select.EditFormSnapshot) => ({
  loading: select.selectIsLoading(s),
  loadFailed: select.selectLoadFailed(s),
  loadError: select.selectError(s),
  editable: select.selectIsEditable(s),
  saving: select.selectIsSaving(s),
  canSave: select.selectCanSave(s),
  custom: select.selectValue(s, 'useCustomEmail') === true,
  email: select.selectText(s, 'customEmail'),
  emailError: select.selectFieldError(s, 'customEmail'),
  // Joined so that the shallow compare sees a string, not a new array each time.
  days: subscriptionWeekdays.map((d) => select.selectValue(s, d) === true).join(),
});

/** Binds the subscription form to the current customer login's report subscriptions. */
export function useReportSubscriptions() {
  const runtime = useRuntime();
  const { systemUsersApi, reportSubscriptionsApi, authStore } = runtime.services;
  const auth = authStore.read();
  const form = useEditForm({
    input: { schema: subscriptionSchema },
    load: async (_, signal) => {
      const loginId = currentCustomerLoginId(answered(await systemUsersApi.getMe(signal)), auth);
      if (loginId === null) throw new Error(noCustomerLoginText);
      return subscriptionFormValues(
        loginId,
        answered(await reportSubscriptionsApi.getCustomerSubscriptions(loginId, signal)),
      );
    },
    save: async ({ values }, signal) => {
      const loginId = Number(values.systemCustomerId);
      const saved = answered(
        await reportSubscriptionsApi.putCustomerSubscriptions(loginId, subscriptionList(values), signal),
      );
      return subscriptionFormValues(loginId, saved);
    },
  });
  const { days, ...view } = useSelector(form, selectReportSubscriptionsView, shallowEqual);
  return {
    ...view,
    form,
    days: days.split(',').map((d) => d === 'true'),
    loginEmail: auth?.userLogin?.includes('@') ? ` (${auth.userLogin})` : '',
  };
}

export type ReportSubscriptionsViewProps = ReturnType<typeof useReportSubscriptions>;
