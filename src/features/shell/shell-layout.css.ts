import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../ui/theme/focus-ring';
import { vars } from '../../../ui/theme/theme.css';

export const page = style({ minHeight: '100vh', display: 'flex', flexDirection: 'column' });

export const brand = style({
  display: 'flex',
  height: '100%',
  borderRadius: vars.radius.md,
  ':focus-visible': focusRing,
});

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: `${vars.space.xl} ${vars.space.xl} ${vars.space.xxl}`,
});
