import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '#ui/theme/focus-ring';
import { vars } from '#ui/theme/theme.css';

// Direction, gap and padding come from Stack's props. The page takes what the window leaves under the
// environment banner (a sibling in #root), so the document is exactly the window's height at most and a
// list's table box is the one scroll area (decision 033); 100vh under the banner overflowed by its height.
export const page = style({ flex: '1 0 auto' });

globalStyle(`#root:has(> ${page})`, { display: 'flex', flexDirection: 'column', minHeight: '100dvh' });

export const brand = style({
  display: 'flex',
  height: '100%',
  borderRadius: vars.radius.md,
  ':focus-visible': focusRing,
});

// Narrow screens: the page keeps its width for content, not gutters.
export const main = style({
  flex: 1,
  minWidth: 0,
  outline: 'none',
  '@media': { 'screen and (max-width: 599px)': { paddingLeft: vars.space.md, paddingRight: vars.space.md } },
});

/** Off screen until focused, then over the bar's top-left corner. */
export const skipLink = style({
  position: 'absolute',
  left: vars.space.md,
  top: -100,
  zIndex: vars.zIndex.modal,
  padding: `${vars.space.sm} ${vars.space.md}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  color: vars.color.accent.text,
  fontWeight: vars.font.weight.semibold,
  boxShadow: vars.shadow.lg,
  ':focus': { top: vars.space.sm },
  ':focus-visible': focusRing,
});
