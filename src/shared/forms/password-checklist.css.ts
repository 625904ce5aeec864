import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const list = style({
  listStyle: 'none',
  margin: `${vars.space.sm} 0 0`,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
  fontSize: vars.font.size.xs,
  color: vars.color.text.muted,
});

/** A rule's row (Inline) turns green once met. */
export const item = style({
  selectors: { '&[data-met]': { color: vars.color.alert.success.text } },
});

export const icon = style({ display: 'inline-flex', fontSize: 14, flexShrink: 0 });
