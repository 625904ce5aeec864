import { useSelector } from '@xstate/react';
import type { FormEvent } from 'react';
import { systemUserSchema } from '../../../api/contract/system-user';
import * as select from '../../../machines/edit-form/edit-form.selectors';
import { AlertBanner } from '../../../ui/components/alert-banner/alert-banner';
import { Button } from '../../../ui/components/button/button';
import { Card } from '../../../ui/components/card/card';
import { EditField } from '../../../ui/components/edit-field/edit-field';
import { Spinner } from '../../../ui/components/spinner/spinner';
import { useRuntime } from '../../app/runtime-context';
import { useTextField } from '../../app/use-form-field';
import { useEditForm, type EditFormActor } from '../../app/use-edit-form';
import { formatUsPhone } from '../../shared/format/phone-mask';
import { FormNotices } from '../../shared/forms/form-notices';
import { answered } from '../../app/answered';
import { profileSchema, profileTexts, profileValues } from './profile-rules';
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
  const runtime = useRuntime();
  const { systemUsersApi, authStore } = runtime.services;
  const form = useEditForm({
    input: { schema: profileSchema },
    load: async (_, signal) => profileValues(answered(await systemUsersApi.getMe(signal))),
    // putMe takes the whole user as getMe sent it; dateModified is the stale-write token.
    save: async ({ values }, signal) =>
      profileValues(answered(await systemUsersApi.putMe(systemUserSchema.parse(values), signal))),
    onSaved: (saved) => {
      // The avatar menu shows the stored full name: keep it in step with the new one.
      const auth = authStore.read();
      const fullName = [saved.firstName, saved.lastName].filter(Boolean).join(' ');
      if (auth && fullName) authStore.write({ ...auth, fullName });
    },
  });
  const loading = useSelector(form, select.selectIsLoading);
  const loadFailed = useSelector(form, select.selectLoadFailed);
  const loadError = useSelector(form, select.selectError);
  const saving = useSelector(form, select.selectIsSaving);
  const canSave = useSelector(form, select.selectCanSave);
  const canReset = useSelector(form, select.selectCanReset);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.send({ type: 'form.save' });
  };

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
        <form className={s.form} onSubmit={onSubmit} noValidate aria-label={profileTexts.details}>
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
          <div className={s.actions}>
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
          </div>
        </form>
      )}
    </Card>
  );
}
