import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

// Direction, alignment, gap and padding come from Stack's props.
export const root = style({ textAlign: 'center', color: vars.color.text.secondary });
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
