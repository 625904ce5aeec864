import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  maxWidth: 760,
  padding: vars.space.xl,
  margin: '0 auto',
});

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.lg,
});

export const actions = style({ display: 'flex', gap: vars.space.sm, justifyContent: 'flex-end' });

export const weekdays = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});
