import { style } from '@vanilla-extract/css';
import { focusRing } from '#ui/theme/focus-ring';
import { vars } from '#ui/theme/theme.css';

/** The status groupings as one segmented control, as on the order list. */
export const segments = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
  border: `1px solid ${vars.color.border.subtle}`,
});

export const segment = style({
  all: 'unset',
  padding: `${vars.space.xs} ${vars.space.md}`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  transition: `background ${vars.duration.fast}, color ${vars.duration.fast}`,
  ':hover': { color: vars.color.text.primary },
  ':focus-visible': focusRing,
  selectors: {
    '&[data-state="checked"]': {
      background: vars.color.surface.raised,
      color: vars.color.accent.text,
      boxShadow: vars.shadow.sm,
    },
  },
});
