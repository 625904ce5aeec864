import { useState } from 'react';
import { EyeIcon, EyeOffIcon } from '#ui/icons/icons';
import { IconButton } from '../icon-button/icon-button';
import { TextField, type TextFieldProps } from '../text-field/text-field';

export type PasswordFieldProps = Omit<TextFieldProps, 'type' | 'multiline' | 'rows' | 'endAdornment'>;

/** Visibility is view-only state, so it lives here rather than in a machine. */
export function PasswordField({ autoComplete = 'current-password', ...props }: PasswordFieldProps) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...props}
      autoComplete={autoComplete}
      type={visible ? 'text' : 'password'}
      endAdornment={
        <IconButton
          size="sm"
          aria-label={visible ? 'Hide password' : 'Show password'}
          onClick={() => setVisible((v) => !v)}
          disabled={props.disabled}
        >
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </IconButton>
      }
    />
  );
}
