import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../../ui/theme/focus-ring';
import { vars } from '../../../../ui/theme/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const tabList = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  overflowX: 'auto',
});

/** Route links drawn as the tab bar of ui/components/tabs (the same look, with link semantics). */
export const tab = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.sm} ${vars.space.md}`,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  ':hover': { color: vars.color.text.primary, background: vars.color.surface.hover },
  ':focus-visible': { ...focusRing, outlineOffset: '-2px' },
  selectors: {
    '&[aria-current="page"]': { color: vars.color.accent.text },
    '&[aria-current="page"]::after': {
      content: '""',
      position: 'absolute',
      left: vars.space.sm,
      right: vars.space.sm,
      bottom: -1,
      height: 2,
      borderRadius: 2,
      background: vars.color.accent.solid,
    },
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
    [`${tab}[aria-current="page"] &`]: {
      background: vars.color.accent.subtle,
      color: vars.color.accent.text,
    },
  },
});
