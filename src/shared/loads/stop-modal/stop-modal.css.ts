import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

// The modal's column, title rows, stop navigation and field columns lay out with Stack and Inline.
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
globalStyle(`${table} th, ${table} td`, {
  textAlign: 'left',
  padding: `${vars.space.xxs} ${vars.space.xs}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});
export const caption = style({
  textAlign: 'left',
  fontWeight: vars.font.weight.semibold,
  paddingBottom: vars.space.xs,
});
export const consolidation = style({
  marginLeft: vars.space.xs,
  padding: `0 ${vars.space.xxs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.strong}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});
