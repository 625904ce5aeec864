import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { Card } from '#ui/components/card/card';
import { EditField } from '#ui/components/edit-field/edit-field';
import { Inline } from '#ui/components/inline/inline';
import { Spinner } from '#ui/components/spinner/spinner';
import { useTextField } from '../../app/use-form-field';
import type { EditFormActor } from '../../app/use-edit-form';
import { formatUsPhone } from '../../shared/format/phone-mask';
import { FormNotices } from '../../shared/forms/form-notices';
import { profileTexts } from './profile-rules';
import { useProfileDetails, type ProfileDetailsViewProps } from './use-profile-details';
import * as s from './profile-page.css';
import { EditFormElement } from '../../shared/forms/edit-form-element';

type TextFieldName = 'firstName' | 'lastName' | 'emailAddress' | 'username' | 'phoneNumber';

function ProfileText({
  form,
  field,
  label,
  type = 'text',
  required,
  autoComplete,
}: {
  form: EditFormActor;
  field: TextFieldName;
  label: string;
  type?: 'text' | 'email' | 'phone';
  required?: boolean;
  autoComplete?: string;
}) {
  const common = { label, required, autoComplete, ...useTextField(form, field, { emptyAs: '' }) };
  return type === 'phone' ? (
    <EditField type="phone" {...common} format={formatUsPhone} placeholder="+1 (###) ###-#### ext. ###" />
  ) : (
    <EditField type={type} {...common} />
  );
}

/** The signed-in user's own names, phone and sign-in names, through getMe and putMe. */
export function ProfileDetails() {
  return <ProfileDetailsView {...useProfileDetails()} />;
}

function ProfileDetailsView(props: ProfileDetailsViewProps) {
  const { form, loading, loadFailed, loadError, saving, canSave, canReset } = props;

  return (
    <Card title={profileTexts.details}>
      {loading ? (
        <Spinner block label="Loading your profile" />
      ) : loadFailed ? (
        <AlertBanner type="error" open marginBottom={0}>
          {loadError}{' '}
          <Button size="sm" variant="secondary" onClick={() => form.send({ type: 'load.retry' })}>
            Try again
          </Button>
        </AlertBanner>
      ) : (
        <EditFormElement form={form} label={profileTexts.details}>
          <FormNotices form={form} savedText={profileTexts.saved} />
          <div className={s.grid}>
            <ProfileText
              form={form}
              field="firstName"
              label="First name"
              required
              autoComplete="given-name"
            />
            <ProfileText form={form} field="lastName" label="Last name" required autoComplete="family-name" />
            <ProfileText form={form} field="emailAddress" label="Email" type="email" autoComplete="email" />
            <ProfileText form={form} field="username" label="Username" autoComplete="username" />
            <ProfileText form={form} field="phoneNumber" label="Phone" type="phone" autoComplete="tel" />
          </div>
          <Inline gap="sm" align="end" wrap={false}>
            <Button
              type="button"
              variant="secondary"
              disabled={!canReset}
              onClick={() => form.send({ type: 'form.reset' })}
            >
              Reset
            </Button>
            <Button type="submit" loading={saving} disabled={!canSave}>
              Save
            </Button>
          </Inline>
        </EditFormElement>
      )}
    </Card>
  );
}
