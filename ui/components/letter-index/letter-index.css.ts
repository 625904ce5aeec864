import { style } from '@vanilla-extract/css';
import { focusRing } from '#ui/theme/focus-ring';
import { vars } from '#ui/theme/theme.css';

// Wraps onto a second line on a phone rather than widening the page.
export const bar = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
});

export const letter = style({
  minWidth: 28,
  height: 28,
  padding: `0 ${vars.space.xs}`,
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&[aria-pressed="true"]': {
      background: vars.color.surface.selected,
      borderColor: vars.color.alert.primary.border,
      color: vars.color.accent.text,
    },
  },
});
