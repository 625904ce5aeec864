import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

/** The ul under ui's tab-bar look: no bullets, no list indent, the layout's own gap below. */
export const tabList = style({ margin: 0, padding: 0, listStyle: 'none' });
