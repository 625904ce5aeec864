import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const forgot = style({
  display: 'flex',
  justifyContent: 'flex-end',
  marginTop: `calc(-1 * ${vars.space.sm})`,
  fontSize: vars.font.size.sm,
});

export const requestAccess = style({
  margin: 0,
  textAlign: 'center',
  fontSize: vars.font.size.md,
});
