import { shallowEqual, useSelector } from '@xstate/react';
import { subscriptionWeekdays } from '#contract/report-subscription';
import * as select from '#machines/edit-form/edit-form.selectors';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { answered } from '../../app/answered';
import { useRuntime } from '../../app/runtime-context';
import { useCommand } from '../../app/use-command';
import { useEditForm } from '../../app/use-edit-form';
import {
  currentCustomerLoginId,
  subscriptionFormValues,
  subscriptionList,
  subscriptionSchema,
} from './subscription-values';

export const noCustomerLoginText = 'Report subscriptions are not available for this login.';

/** Why Send now is off: it sends the subscription as saved, so there must be one, with nothing unsaved. */
export const sendNowBlockedTexts = {
  unsaved: 'Save the subscription first: Send now sends the saved subscription.',
  changed: 'Save or undo your changes first: Send now sends the saved subscription.',
} as const;

/** Where the saved subscription is sent, as the server chooses: its custom address, else the login's e-mail. */
const savedAddressOf = (saved: FormValues): string =>
  saved.useCustomEmail === true && saved.customEmail
    ? String(saved.customEmail)
    : String(saved.loginEmail ?? '');

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
  savedId: Number(select.selectPristine(s).reportSubscriptionId ?? 0),
  changed: select.selectIsDirty(s),
  savedAddress: savedAddressOf(select.selectPristine(s)),
});

/** Binds the subscription form to the current customer login's report subscriptions. */
export function useReportSubscriptions() {
  const runtime = useRuntime();
  const { systemUsersApi, reportSubscriptionsApi, reportsApi, authStore } = runtime.services;
  const auth = authStore.read();
  const form = useEditForm({
    input: { schema: subscriptionSchema },
    load: async (_, signal) => {
      const me = answered(await systemUsersApi.getMe(signal));
      const loginId = currentCustomerLoginId(me, auth);
      if (loginId === null) throw new Error(noCustomerLoginText);
      const list = answered(await reportSubscriptionsApi.getCustomerSubscriptions(loginId, signal));
      // The login's e-mail rides along (not edited) so that Send now can say where the report went.
      return { ...subscriptionFormValues(loginId, list), loginEmail: me.emailAddress ?? '' };
    },
    save: async ({ values }, signal) => {
      const loginId = Number(values.systemCustomerId);
      const saved = answered(
        await reportSubscriptionsApi.putCustomerSubscriptions(loginId, subscriptionList(values), signal),
      );
      return { ...subscriptionFormValues(loginId, saved), loginEmail: values.loginEmail };
    },
  });
  const { days, savedId, changed, savedAddress, ...view } = useSelector(
    form,
    selectReportSubscriptionsView,
    shallowEqual,
  );
  const sendNow = useCommand<{ id: number; address: string }, true>({
    run: async ({ id }, signal) => answered(await reportsApi.sendReport(id, signal)),
    onDone: (_, { address }) =>
      runtime.showSnackbar({ text: `The report was sent to ${address}.`, severity: 'success' }),
  });
  const sendNowBlocked =
    savedId === 0 ? sendNowBlockedTexts.unsaved : changed ? sendNowBlockedTexts.changed : null;
  return {
    ...view,
    form,
    sendNow: {
      sending: sendNow.busy,
      error: sendNow.error,
      dismiss: sendNow.dismiss,
      /** Why it is off, shown as its tooltip and description; null when it can send. */
      blocked: sendNowBlocked,
      start: () => sendNow.start({ id: savedId, address: savedAddress }),
    },
    days: days.split(',').map((d) => d === 'true'),
    loginEmail: auth?.userLogin?.includes('@') ? ` (${auth.userLogin})` : '',
  };
}

export type ReportSubscriptionsViewProps = ReturnType<typeof useReportSubscriptions>;
