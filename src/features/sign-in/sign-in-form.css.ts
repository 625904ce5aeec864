import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

// The column of fields in every sign-in-area card's <form>: the edit forms' column (<Stack gap="lg">).
export { form } from '../../shared/forms/form-layout.css';

export const text = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
});
