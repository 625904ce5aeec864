import { style } from '@vanilla-extract/css';

/** The ul under ui's tab-bar look: no bullets, no list indent. */
export const tabList = style({ margin: 0, padding: 0, listStyle: 'none' });

/** The page frame's gap spaces the bar from the tab's content. */
export const strip = style({ marginBottom: 0 });
