import { style } from '@vanilla-extract/css';
import { popoverSurface } from '#ui/theme/popover-surface.css';
import { vars } from '#ui/theme/theme.css';

export const content = style([popoverSurface, { padding: vars.space.xs }]);

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: `${vars.space.sm} ${vars.space.sm}`,
  borderRadius: vars.radius.md,
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': { background: vars.color.surface.hover },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'default' },
  },
});

export const itemIcon = style({ display: 'inline-flex', fontSize: 16, color: vars.color.text.muted });
export const itemEnd = style({ marginLeft: 'auto' });

export const label = style({
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.xs}`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

export const separator = style({
  height: 1,
  margin: `${vars.space.xs} 0`,
  background: vars.color.border.subtle,
});

export const note = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  fontSize: vars.font.size.xs,
  color: vars.color.text.muted,
});
