import type { FormEvent } from 'react';
import { Button } from '#ui/components/button/button';
import { Card } from '#ui/components/card/card';
import { Inline } from '#ui/components/inline/inline';
import { PasswordField } from '#ui/components/password-field/password-field';
import { useTextField } from '../../app/use-form-field';
import type { EditFormActor } from '../../app/use-edit-form';
import { PasswordChecklist } from '../../shared/forms/password-checklist';
import { FormNotices } from '../../shared/forms/form-notices';
import * as f from '../../shared/forms/form-layout.css';
import { passwordTexts, profileTexts } from './profile-rules';
import { useChangePassword, type ChangePasswordViewProps } from './use-change-password';
import * as s from './profile-page.css';

type PasswordFieldName = 'passwordOld' | 'password' | 'confirm';

function Secret({
  form,
  field,
  label,
  autoComplete,
}: {
  form: EditFormActor;
  field: PasswordFieldName;
  label: string;
  autoComplete: string;
}) {
  const binding = useTextField(form, field, { emptyAs: '' });
  return <PasswordField label={label} required autoComplete={autoComplete} {...binding} />;
}

/** ChangePassword with the current password; the new one meets the reset rules, shown as a checklist. */
export function ChangePassword() {
  return <ChangePasswordView {...useChangePassword()} />;
}

function ChangePasswordView({ form, password, saving, dirty, editable }: ChangePasswordViewProps) {
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    form.send({ type: 'form.save' });
  };

  return (
    <Card title={profileTexts.password}>
      <form className={f.form} onSubmit={onSubmit} noValidate aria-label={profileTexts.password}>
        <FormNotices form={form} savedText={passwordTexts.updated} />
        <Secret form={form} field="passwordOld" label="Current Password" autoComplete="current-password" />
        <div className={s.grid}>
          <Secret form={form} field="password" label="New Password" autoComplete="new-password" />
          <Secret form={form} field="confirm" label="Confirm Password" autoComplete="new-password" />
        </div>
        <PasswordChecklist password={password} />
        <Inline gap="sm" align="end" wrap={false}>
          <Button type="submit" loading={saving} disabled={!editable || !dirty}>
            Change Password
          </Button>
        </Inline>
      </form>
    </Card>
  );
}
