import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  overflowX: 'auto',
  marginBottom: vars.space.lg,
});

/** A tab: a Radix trigger (data-state) or a route link drawn as one (aria-current="page"). */
export const tab = style({
  all: 'unset',
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
  cursor: 'pointer',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  ':hover': { color: vars.color.text.primary, background: vars.color.surface.hover },
  ':focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: '-2px' },
  selectors: {
    '&[data-state="active"], &[aria-current="page"]': { color: vars.color.accent.text },
    '&[data-state="active"]::after, &[aria-current="page"]::after': {
      content: '""',
      position: 'absolute',
      left: vars.space.sm,
      right: vars.space.sm,
      bottom: -1,
      height: 2,
      borderRadius: 2,
      background: vars.color.accent.solid,
    },
    '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' },
  },
});

export const count = style({
  minWidth: 20,
  height: 18,
  padding: `0 ${vars.space.xs}`,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  fontVariantNumeric: 'tabular-nums',
  selectors: {
    [`${tab}[data-state="active"] &, ${tab}[aria-current="page"] &`]: {
      background: vars.color.accent.subtle,
      color: vars.color.accent.text,
    },
  },
});

export const panel = style({ outline: 'none' });
