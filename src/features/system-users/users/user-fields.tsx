import { EditField } from '#ui/components/edit-field/edit-field';
import { formatUsPhone } from '../../../shared/format/phone-mask';
import type { EditFormActor } from '../../../app/use-edit-form';
import * as s from '../shared/form-layout.css';
import { useFormField, useTextField } from '../../../app/use-form-field';
import { RolesField } from './roles-field';

/** The user's own fields: names, sign-in names, phone, active, roles. */
export function UserFields({ actor, readOnly }: { actor: EditFormActor; readOnly: boolean }) {
  const lock = <T extends { disabled: boolean }>(f: T) => ({ ...f, disabled: f.disabled || readOnly });
  const firstName = lock(useTextField(actor, 'firstName', { emptyAs: '' }));
  const lastName = lock(useTextField(actor, 'lastName', { emptyAs: '' }));
  const email = lock(useTextField(actor, 'emailAddress'));
  const username = lock(useTextField(actor, 'username'));
  const phone = lock(useTextField(actor, 'phoneNumber'));
  const active = lock(useFormField<boolean>(actor, 'isActive'));
  return (
    <>
      <div className={s.grid}>
        <EditField
          type="text"
          label="First Name"
          required
          maxLength={100}
          autoComplete="off"
          {...firstName}
        />
        <EditField type="text" label="Last Name" required maxLength={100} autoComplete="off" {...lastName} />
        <EditField
          type="email"
          label="Email"
          maxLength={254}
          autoComplete="off"
          helperText="The user signs in with the email or the username."
          {...email}
        />
        <EditField type="text" label="Username" maxLength={100} autoComplete="off" {...username} />
        <EditField type="phone" label="Phone" format={formatUsPhone} autoComplete="off" {...phone} />
      </div>
      <EditField
        type="checkbox"
        label="Active"
        value={active.value !== false}
        disabled={active.disabled}
        error={active.error}
        onChange={active.onChange}
        helperText="An inactive user cannot sign in; deactivating ends the user's open sessions at once."
      />
      <RolesField actor={actor} readOnly={readOnly} />
    </>
  );
}
