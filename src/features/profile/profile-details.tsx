import { EditField } from '#ui/components/edit-field/edit-field';
import { useTextField } from '../../app/use-form-field';
import type { EditFormActor } from '../../app/use-edit-form';
import { formatUsPhone } from '../../shared/format/phone-mask';
import { ProfileFormCard } from './profile-form-card';
import { profileTexts } from './profile-rules';
import { useProfileDetails, type ProfileDetailsViewProps } from './use-profile-details';
import * as s from './profile-page.css';

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
  const { form } = props;
  return (
    <ProfileFormCard
      {...props}
      title={profileTexts.details}
      savedText={profileTexts.saved}
      loadingLabel="Loading your profile"
      retry
    >
      <div className={s.grid}>
        <ProfileText form={form} field="firstName" label="First name" required autoComplete="given-name" />
        <ProfileText form={form} field="lastName" label="Last name" required autoComplete="family-name" />
        <ProfileText form={form} field="emailAddress" label="Email" type="email" autoComplete="email" />
        <ProfileText form={form} field="username" label="Username" autoComplete="username" />
        <ProfileText form={form} field="phoneNumber" label="Phone" type="phone" autoComplete="tel" />
      </div>
    </ProfileFormCard>
  );
}
