import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const roles = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  marginBottom: vars.space.sm,
  padding: 0,
});
export const roleList = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.sm,
});
export const muted = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary, margin: 0 });

export const loginTitle = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  margin: 0,
});
export const focused = style({ outline: `2px solid ${vars.color.accent.solid}`, outlineOffset: 2 });
export const link = style({ wordBreak: 'break-all', fontFamily: 'monospace', fontSize: vars.font.size.sm });
