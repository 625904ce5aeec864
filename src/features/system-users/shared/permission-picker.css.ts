import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const root = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const legend = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  marginBottom: vars.space.xs,
  padding: 0,
});

export const summary = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary, margin: 0 });

export const groups = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(280px, 1fr))',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});

export const group = style({
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  padding: `${vars.space.sm} ${vars.space.md}`,
  margin: 0,
  minWidth: 0,
});

export const groupName = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  padding: `0 ${vars.space.xs}`,
});

/** Stays hand-written: its row and column gaps differ (xs between lines, md between codes). */
export const codes = style({ display: 'flex', flexWrap: 'wrap', gap: `${vars.space.xs} ${vars.space.md}` });

export const code = style({ fontSize: vars.font.size.xs, color: vars.color.text.muted });
