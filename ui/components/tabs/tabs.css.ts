import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  marginBottom: vars.space.lg,
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

// A shadow, not a fade to a colour, so the cue reads on the page and on a card alike.
const shade = `color-mix(in srgb, ${vars.color.text.primary} 18%, transparent)`;
const edge = {
  content: '""',
  position: 'absolute',
  top: 0,
  bottom: 0,
  width: 28,
  pointerEvents: 'none',
  opacity: 0,
  transition: `opacity ${vars.duration.normal}`,
} as const;

/**
 * Around the list: the side with tabs off-screen is shaded (data-more-start / data-more-end, set by
 * TabStrip from the scroll position), so on a phone the strip shows that it scrolls.
 */
export const strip = style({
  position: 'relative',
  minWidth: 0,
  marginBottom: vars.space.lg,
  '::before': { ...edge, left: 0, background: `linear-gradient(to right, ${shade}, transparent)` },
  '::after': { ...edge, right: 0, background: `linear-gradient(to left, ${shade}, transparent)` },
  selectors: {
    '&[data-more-start]::before, &[data-more-end]::after': { opacity: 1 },
  },
});

// The strip holds the list's space below, so the shading stops at the list's border.
globalStyle(`${strip} > ${list}`, { marginBottom: 0 });

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
