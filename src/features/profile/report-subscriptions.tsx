import { useId } from 'react';
import { subscriptionWeekdays } from '#contract/report-subscription';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { EditField } from '#ui/components/edit-field/edit-field';
import { Inline } from '#ui/components/inline/inline';
import { RadioGroup } from '#ui/components/radio-group/radio-group';
import { visuallyHidden } from '#ui/theme/visually-hidden.css';
import { ProfileFormCard } from './profile-form-card';
import { profileTexts } from './profile-rules';
import * as s from './profile-page.css';
import { weekdayLabels } from './subscription-values';
import { useReportSubscriptions, type ReportSubscriptionsViewProps } from './use-report-subscriptions';

/** A customer login's report subscription: where it is sent, and on which weekdays (Sunday first). */
export function ReportSubscriptions() {
  return <ReportSubscriptionsView {...useReportSubscriptions()} />;
}

function ReportSubscriptionsView(props: ReportSubscriptionsViewProps) {
  const { form, editable, saving, custom, email, emailError, days, loginEmail, sendNow } = props;
  const blockedId = useId();
  const change = (field: string, value: unknown) => form.send({ type: 'field.changed', field, value });

  return (
    <ProfileFormCard
      {...props}
      title={profileTexts.subscriptions}
      savedText={profileTexts.subscriptionsSaved}
      loadingLabel="Loading your report subscriptions"
      actions={
        <>
          {/* A disabled button gets no pointer events in some browsers, so the tooltip sits on a wrapper. */}
          <span title={sendNow.blocked ?? undefined}>
            <Button
              variant="secondary"
              loading={sendNow.sending}
              disabled={sendNow.blocked !== null || saving}
              aria-describedby={sendNow.blocked ? blockedId : undefined}
              onClick={sendNow.start}
            >
              Send now
            </Button>
          </span>
          {sendNow.blocked && (
            <span id={blockedId} className={visuallyHidden}>
              {sendNow.blocked}
            </span>
          )}
        </>
      }
    >
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
        <Inline gap="md">
          {subscriptionWeekdays.map((day, i) => (
            <EditField
              key={day}
              type="checkbox"
              label={weekdayLabels[day]}
              value={days[i] === true}
              disabled={!editable}
              onChange={(v) => change(day, v)}
            />
          ))}
        </Inline>
      </fieldset>
      <AlertBanner type="error" open={sendNow.error !== null} onDismiss={sendNow.dismiss} marginBottom={0}>
        {sendNow.error}
      </AlertBanner>
    </ProfileFormCard>
  );
}
