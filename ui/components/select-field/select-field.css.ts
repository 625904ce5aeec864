import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const shell = style({ position: 'relative', paddingRight: 0 });

export const select = style({
  appearance: 'none',
  cursor: 'pointer',
  paddingRight: vars.space.xxl,
  ':disabled': { cursor: 'not-allowed' },
});

export const chevron = style({
  position: 'absolute',
  right: vars.space.sm,
  top: '50%',
  transform: 'translateY(-50%)',
  pointerEvents: 'none',
  color: vars.color.text.muted,
  fontSize: 16,
  display: 'inline-flex',
});
