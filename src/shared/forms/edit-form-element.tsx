import type { ReactNode } from 'react';
import { sprinkles } from '#ui/theme/sprinkles.css';
import type { EditFormActor } from '../../app/use-edit-form';

/**
 * The `<form>` of an edit form, laid out as a `Stack` (a form element cannot be a `Box`): the browser does
 * not validate (the form machine's lazy messages show instead), and submitting asks the machine to save.
 */
export function EditFormElement({
  form,
  label,
  id,
  children,
}: {
  form: EditFormActor;
  /** The form's accessible name; without one it is no landmark. */
  label?: string;
  /** For a Save button outside the form, such as a dialog's footer. */
  id?: string;
  children: ReactNode;
}) {
  return (
    <form
      id={id}
      className={sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' })}
      noValidate
      aria-label={label}
      onSubmit={(e) => {
        e.preventDefault();
        form.send({ type: 'form.save' });
      }}
    >
      {children}
    </form>
  );
}
