import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const advanced = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const roles = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const actions = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
