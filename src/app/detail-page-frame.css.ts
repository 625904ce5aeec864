import { style } from '@vanilla-extract/css';

/** Wide tables inside a tab scroll in their own box instead of widening the page. */
export const frame = style({ minWidth: 0 });
