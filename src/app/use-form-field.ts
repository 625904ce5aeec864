import { useSelector } from '@xstate/react';
import * as form from '#machines/edit-form/edit-form.selectors';
import type { EditFormActor } from './use-edit-form';

/**
 * One field of an edit form as the ui components take it: its value, its message (lazy: after a tried
 * save, or the server's), a change handler and whether typing is allowed now.
 */
export function useFormField<T = unknown>(actor: EditFormActor, field: string) {
  const value = useSelector(actor, (s) => form.selectValue(s, field)) as T;
  const error = useSelector(actor, (s) => form.selectFieldError(s, field));
  const editable = useSelector(actor, form.selectIsEditable);
  return {
    value,
    error,
    disabled: !editable,
    onChange: (next: unknown) => actor.send({ type: 'field.changed', field, value: next }),
  };
}

/** A text field's binding: null shows as '', and '' is sent as null so clearing a field clears it. */
export function useTextField(actor: EditFormActor, field: string, { emptyAs = null as string | null } = {}) {
  const { value, error, disabled, onChange } = useFormField<string | null | undefined>(actor, field);
  return {
    value: value ?? '',
    error,
    disabled,
    onChange: (next: string) => onChange(next === '' ? emptyAs : next),
  };
}

/**
 * A record picked in a combobox and kept in two fields: its id (the value) and its name, shown until the
 * options load and cleared with the id.
 */
export function usePickedField(actor: EditFormActor, idField: string, nameField: string) {
  const id = useFormField<number | null>(actor, idField);
  const name = useFormField<string | null>(actor, nameField);
  return {
    value: id.value ? String(id.value) : '',
    valueLabel: name.value ?? undefined,
    onChange: (value: string, option: { label: string } | null) => {
      id.onChange(value ? Number(value) : null);
      name.onChange(option?.label ?? null);
    },
    error: id.error,
    disabled: id.disabled,
  };
}
