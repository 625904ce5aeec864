import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

// Layout (direction, gap, alignment, margin) comes from Inline's and Stack's props.
export const text = style({ minWidth: 0 });
export const title = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.01em',
  color: vars.color.text.primary,
});
export const subtitle = style({ fontSize: vars.font.size.md, color: vars.color.text.secondary });
