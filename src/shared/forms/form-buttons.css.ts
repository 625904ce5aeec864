import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const buttons = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
