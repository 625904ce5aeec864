import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

/** 'No Carrier' is shown in red (spec 2 §8): the meaning is that someone must act. */
export const missing = style({
  color: vars.color.status.attention.text,
  fontWeight: vars.font.weight.medium,
});
