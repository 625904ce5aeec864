import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/theme.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.xxxl} ${vars.space.xl}`,
  color: vars.color.text.secondary,
});
export const icon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: 48,
  height: 48,
  marginBottom: vars.space.xs,
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  color: vars.color.text.muted,
  fontSize: 24,
});
export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
export const description = style({ maxWidth: 420, fontSize: vars.font.size.md });
export const action = style({ marginTop: vars.space.sm });
