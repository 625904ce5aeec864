import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/focus-ring';
import { vars } from '../../theme/theme.css';

export const bar = style({
  position: 'sticky',
  top: 0,
  zIndex: vars.zIndex.navBar,
  background: vars.color.surface.raised,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const inner = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xl,
  height: 56,
  padding: `0 ${vars.space.xl}`,
});

export const brand = style({ display: 'flex', alignItems: 'center', height: 32, flexShrink: 0 });

export const nav = style({ flex: 1, minWidth: 0, overflowX: 'auto' });
export const list = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginLeft: 'auto',
});

export const navLink = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    height: 32,
    padding: `0 ${vars.space.md}`,
    borderRadius: vars.radius.md,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    color: vars.color.text.secondary,
    textDecoration: 'none',
    whiteSpace: 'nowrap',
    transition: `background ${vars.duration.fast}, color ${vars.duration.fast}`,
    ':hover': { background: vars.color.surface.hover, color: vars.color.text.primary },
    ':focus-visible': focusRing,
  },
  variants: {
    active: {
      true: {
        background: vars.color.accent.subtle,
        color: vars.color.accent.text,
        ':hover': { background: vars.color.accent.subtle, color: vars.color.accent.text },
      },
    },
  },
});
