import { style } from '@vanilla-extract/css';

/**
 * A list used for layout (`as="ul"`/`"ol"`) drops its bullets; its margin and padding are reset through the
 * sprinkles instead, so that a padding given as a prop still wins.
 */
export const list = style({ listStyle: 'none' });
