import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const frame = style({ overflow: 'auto', maxHeight: 420, maxWidth: '100%' });

export const heading = style({
  fill: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: 11,
  fontWeight: 600,
});
export const lifeline = style({ stroke: vars.color.border.default, strokeDasharray: '3 3' });
export const arrowHead = style({ fill: vars.color.text.muted });

export const message = style({});
export const current = style({});
globalStyle(`${message} line, ${message} path`, {
  fill: 'none',
  stroke: vars.color.text.muted,
  strokeWidth: 1.25,
});
globalStyle(`${message} text`, {
  fill: vars.color.text.primary,
  fontFamily: vars.font.family.mono,
  fontSize: 10,
});
globalStyle(`${current} line, ${current} path`, { stroke: vars.color.accent.solid, strokeWidth: 2.5 });
globalStyle(`${current} text`, { fill: vars.color.accent.text, fontWeight: 700 });
