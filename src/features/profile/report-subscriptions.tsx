import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { subscriptionWeekdays } from '../../../api/contract/report-subscription';
import * as select from '../../../machines/edit-form/edit-form.selectors';
import { AlertBanner } from '../../../ui/components/alert-banner/alert-banner';
import { Button } from '../../../ui/components/button/button';
import { Card } from '../../../ui/components/card/card';
import { EditField } from '../../../ui/components/edit-field/edit-field';
import { RadioGroup } from '../../../ui/components/radio-group/radio-group';
import { Spinner } from '../../../ui/components/spinner/spinner';
import { useRuntime } from '../../app/runtime-context';
import { useEditForm } from '../../app/use-edit-form';
import { FormNotices } from '../../shared/forms/form-notices';
import { answered } from '../../app/answered';
import { profileTexts } from './profile-rules';
import * as s from './profile-page.css';
import {
  currentCustomerLoginId,
  subscriptionFormValues,
  subscriptionList,
  subscriptionSchema,
  weekdayLabels,
} from './subscription-values';

export const noCustomerLoginText = 'Report subscriptions are not available for this login.';

/** A customer login's report subscription: where it is sent, and on which weekdays (Sunday first). */
export function ReportSubscriptions() {
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
  const loading = useSelector(form, select.selectIsLoading);
  const loadFailed = useSelector(form, select.selectLoadFailed);
  const loadError = useSelector(form, select.selectError);
  const editable = useSelector(form, select.selectIsEditable);
  const saving = useSelector(form, select.selectIsSaving);
  const canSave = useSelector(form, select.selectCanSave);
  const custom = useSelector(form, (snap) => select.selectValue(snap, 'useCustomEmail') === true);
  const email = useSelector(form, (snap) => select.selectText(snap, 'customEmail'));
  const emailError = useSelector(form, (snap) => select.selectFieldError(snap, 'customEmail'));
  const days = useSelector(form, (snap) =>
    subscriptionWeekdays.map((d) => select.selectValue(snap, d) === true).join(),
  ).split(',');
  const change = (field: string, value: unknown) => form.send({ type: 'field.changed', field, value });
  const loginEmail = auth?.userLogin?.includes('@') ? ` (${auth.userLogin})` : '';

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.send({ type: 'form.save' });
  };

  return (
    <Card title={profileTexts.subscriptions}>
      {loading ? (
        <Spinner block label="Loading your report subscriptions" />
      ) : loadFailed ? (
        <AlertBanner type="error" open marginBottom={0}>
          {loadError}
        </AlertBanner>
      ) : (
        <form className={s.form} onSubmit={onSubmit} noValidate aria-label={profileTexts.subscriptions}>
          <FormNotices form={form} savedText={profileTexts.subscriptionsSaved} />
          <RadioGroup
            label="Send the report to"
            value={custom ? 'custom' : 'login'}
            disabled={!editable}
            options={[
              { value: 'login', label: `My login's e-mail${loginEmail}` },
              { value: 'custom', label: 'Another e-mail address' },
            ]}
            onValueChange={(v) => change('useCustomEmail', v === 'custom')}
          />
          {custom && (
            <EditField
              type="email"
              label="E-mail address"
              required
              value={email}
              error={emailError}
              disabled={!editable}
              onChange={(v) => change('customEmail', v)}
            />
          )}
          <fieldset className={s.fieldset}>
            <legend className={s.legend}>On these days</legend>
            <div className={s.weekdays}>
              {subscriptionWeekdays.map((day, i) => (
                <EditField
                  key={day}
                  type="checkbox"
                  label={weekdayLabels[day]}
                  value={days[i] === 'true'}
                  disabled={!editable}
                  onChange={(v) => change(day, v)}
                />
              ))}
            </div>
          </fieldset>
          <div className={s.actions}>
            <Button type="submit" loading={saving} disabled={!canSave}>
              Save
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
