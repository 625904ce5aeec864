import { keyframes, style } from '@vanilla-extract/css';
import { vars } from './theme.css';

const show = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

/** The raised panel a trigger opens below itself (a menu, the date filter), sliding in unless motion is reduced. */
export const popoverSurface = style({
  minWidth: 240,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.dropdown,
  animation: `${show} ${vars.duration.fast} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
