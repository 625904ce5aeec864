import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

/** The page's column (gap, padding, centring) comes from Stack's props; its forms use the edit forms' column. */
export const page = style({ maxWidth: 760 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.lg,
});

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({
  padding: 0,
  marginBottom: vars.space.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});
