import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '#ui/theme/focus-ring';
import { vars } from '#ui/theme/theme.css';

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
  '@media': { [`screen and (max-width: 599px)`]: { gap: vars.space.sm, padding: `0 ${vars.space.md}` } },
});

export const brand = style({ display: 'flex', alignItems: 'center', height: 32, flexShrink: 0 });

/** Below this width (px) the links move behind the menu button: nine staff links need about 1,100 px. */
export const compactBelow = 1100;
const compact = `screen and (max-width: ${compactBelow - 1}px)`;
const wide = `screen and (min-width: ${compactBelow}px)`;

export const nav = style({
  flex: 1,
  minWidth: 0,
  overflowX: 'auto',
  '@media': { [compact]: { display: 'none' } },
});

export const menuButton = style({ '@media': { [wide]: { display: 'none' } } });

export const menuOverlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.surface.overlay,
  zIndex: vars.zIndex.overlay,
});

/** A sheet from the left edge, full height, in thumb's reach on a phone. */
export const menuPanel = style({
  position: 'fixed',
  top: 0,
  bottom: 0,
  left: 0,
  zIndex: vars.zIndex.modal,
  width: 'min(320px, 85vw)',
  overflowY: 'auto',
  background: vars.color.surface.raised,
  boxShadow: vars.shadow.lg,
  padding: vars.space.lg,
  outline: 'none',
});

export const menuHeader = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  marginBottom: vars.space.md,
});

export const menuTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});

/** One link per row, at least 44 px tall (a finger's target). */
export const menuList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});
globalStyle(`${menuList} a`, { display: 'flex', height: 44, width: '100%' });
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
