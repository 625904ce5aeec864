import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

/** Pulled up under the password field; its row comes from Inline. */
export const forgot = style({
  marginTop: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.font.size.sm,
});

export const requestAccess = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.md,
});
