import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const banner = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  height: 24,
  padding: `0 ${vars.space.md}`,
  background: vars.color.alert.warning.surface,
  borderBottom: `1px solid ${vars.color.alert.warning.border}`,
  color: vars.color.alert.warning.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.04em',
  textTransform: 'uppercase',
});

export const dot = style({
  width: 6,
  height: 6,
  borderRadius: vars.radius.full,
  background: vars.color.alert.warning.solid,
});
