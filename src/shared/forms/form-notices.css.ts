import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

/** The buttons inside a banner (the stale write's two choices, Try again), below its text. */
export const choices = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
