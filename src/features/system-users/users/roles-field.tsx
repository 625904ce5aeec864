import { EditField } from '#ui/components/edit-field/edit-field';
import type { EditFormActor } from '../../../app/use-edit-form';
import { useFormField } from '../../../app/use-form-field';
import { useRoleOptions } from './role-options';

/** The roles assigned to the user (the server replaces the whole set on save). */
export function RolesField({ actor, readOnly }: { actor: EditFormActor; readOnly: boolean }) {
  const { roles, failed } = useRoleOptions();
  const field = useFormField<number[] | undefined>(actor, 'systemRoleIds');
  return (
    <EditField
      type="select-multiple"
      label="Roles"
      value={(field.value ?? []).map(String)}
      options={roles.map((r) => ({ value: String(r.systemRoleId), label: r.name }))}
      onChange={(ids) => field.onChange(ids.map(Number).sort((a, b) => a - b))}
      disabled={field.disabled || readOnly}
      error={field.error}
      helperText={
        failed
          ? 'The roles could not be loaded.'
          : 'The user’s logins get the roles’ permissions when they sign in with role permissions applied.'
      }
    />
  );
}
