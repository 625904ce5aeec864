import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({
  display: 'flex',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  flexWrap: 'wrap',
  gap: vars.space.md,
  marginBottom: vars.space.xl,
});
export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });
export const title = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.01em',
  color: vars.color.text.primary,
});
export const subtitle = style({ fontSize: vars.font.size.md, color: vars.color.text.secondary });
export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm, flexWrap: 'wrap' });
