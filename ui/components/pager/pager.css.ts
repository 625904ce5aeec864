import { style } from '@vanilla-extract/css';
import { focusRing } from '#ui/theme/focus-ring';
import { vars } from '#ui/theme/theme.css';

export const root = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  flexWrap: 'wrap',
  gap: vars.space.lg,
  paddingBlock: vars.space.sm,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

/** Label beside the select, not above it: the pager is one line. */
export const size = style({ flexDirection: 'row', alignItems: 'center', gap: vars.space.sm });

export const range = style({ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' });

export const buttons = style({ display: 'flex', alignItems: 'center', gap: vars.space.xxs });

export const page = style({
  minWidth: 28,
  height: 28,
  paddingInline: vars.space.xs,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
  cursor: 'pointer',
  ':focus-visible': focusRing,
  ':disabled': { cursor: 'not-allowed', opacity: 0.55 },
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.surface.hover, color: vars.color.text.primary },
    '&[aria-current="page"]': {
      background: vars.color.accent.subtle,
      borderColor: vars.color.accent.solid,
      color: vars.color.accent.text,
      fontWeight: vars.font.weight.semibold,
      cursor: 'default',
    },
  },
});
