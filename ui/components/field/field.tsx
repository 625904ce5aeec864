import { useId, type ReactNode } from 'react';
import * as s from './field.css';

/** Ids of the texts that describe a control, for its aria-describedby. */
export function fieldIds(id: string) {
  return { helper: `${id}-helper`, error: `${id}-error`, counter: `${id}-counter` };
}

export function describedBy(id: string, { error, helperText, counter }: Partial<FieldFrameProps>) {
  const ids = fieldIds(id);
  const list = [
    typeof error === 'string' && error ? ids.error : helperText ? ids.helper : null,
    counter != null ? ids.counter : null,
  ].filter(Boolean);
  return list.length ? list.join(' ') : undefined;
}

/** What every labelled field takes for its frame; `id` defaults to one of React's own. */
export interface FieldProps {
  label: ReactNode;
  id?: string;
  required?: boolean;
  /** A message shows in place of the helper text; `true` marks the field invalid without one. */
  error?: string | boolean;
  helperText?: ReactNode;
  className?: string;
}

export interface FieldFrameProps extends FieldProps {
  id: string;
  counter?: ReactNode;
  children: ReactNode;
}

/**
 * Splits a field's props into its frame's, with the id settled (for `<FieldFrame {...frame}>` and the
 * control's own `id`), and the rest, which belong to the control.
 */
export function useFieldFrame<T extends FieldProps>({
  label,
  id,
  required,
  error,
  helperText,
  className,
  ...rest
}: T) {
  const autoId = useId();
  return { frame: { label, id: id ?? autoId, required, error, helperText, className }, rest };
}

/** The asterisk after a required field's label, hidden from screen readers: they hear the control's `required`. */
export function RequiredMark({ required }: { required?: boolean }) {
  return required ? (
    <span aria-hidden="true" className={s.asterisk}>
      *
    </span>
  ) : null;
}

/** Label, control, and the line beneath it (helper or error, and a counter). */
export function FieldFrame({
  id,
  label,
  required,
  error,
  helperText,
  counter,
  className,
  children,
}: FieldFrameProps) {
  const ids = fieldIds(id);
  const message = typeof error === 'string' && error ? error : null;
  return (
    <div className={[s.root, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={s.label}>
        {label}
        <RequiredMark required={required} />
      </label>
      {children}
      {(message || helperText || counter != null) && (
        <div className={s.footer}>
          {message ? (
            <span id={ids.error} className={s.error}>
              {message}
            </span>
          ) : (
            helperText && (
              <span id={ids.helper} className={s.helper}>
                {helperText}
              </span>
            )
          )}
          {counter != null && (
            <span id={ids.counter} className={s.counter}>
              {counter}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
