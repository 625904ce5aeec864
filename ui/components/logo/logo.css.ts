import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const svg = style({
  display: 'block',
  width: 'auto',
  maxWidth: '100%',
  fontFamily: vars.font.family.body,
});
export const tile = style({ fill: vars.color.accent.solid });
export const ink = style({ fill: vars.color.text.inverse });
export const cut = style({ fill: vars.color.accent.solid });
export const arrow = style({
  fill: 'none',
  stroke: vars.color.accent.solid,
  strokeWidth: 2.2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});
export const wheel = style({
  fill: vars.color.text.inverse,
  stroke: vars.color.accent.solid,
  strokeWidth: 2,
});
export const word = style({ fill: vars.color.text.primary, fontWeight: 700, letterSpacing: '-0.01em' });
export const tagline = style({ fill: vars.color.text.secondary, fontWeight: 600 });
