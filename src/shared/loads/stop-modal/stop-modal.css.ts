import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const titleRow = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const nav = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, marginLeft: 'auto' });
export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(320px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
});
export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const fields = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
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
