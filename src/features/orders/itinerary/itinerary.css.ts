import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

/** A load's card; its column, gap and padding come from Stack's props. */
export const load = style({
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});

export const stops = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(240px, 1fr))',
  gap: vars.space.md,
});

export const stopTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  gap: `${vars.space.xxs} ${vars.space.sm}`,
  margin: `${vars.space.xs} 0 0`,
  fontSize: vars.font.size.sm,
});

export const term = style({ color: vars.color.text.secondary });
export const value = style({ margin: 0 });
