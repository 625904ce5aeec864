import { style } from '@vanilla-extract/css';

/** The frame may shrink below its widest child (with `<Stack gap="lg">`). */
export const root = style({ minWidth: 0 });

/** The ul under ui's tab-bar look: no bullets, no list indent, the layout's own gap below. */
export const tabList = style({ margin: 0, padding: 0, listStyle: 'none' });
