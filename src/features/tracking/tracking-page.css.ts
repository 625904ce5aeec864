import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const title = style({ margin: 0, fontSize: vars.font.size.xl });
export const leg = style({ margin: 0, fontSize: vars.font.size.md });
export const muted = style({ color: vars.color.text.muted });
export const stops = style({ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.sm });
export const stop = style({ display: 'flex', gap: vars.space.sm, alignItems: 'flex-start' });
export const mark = style({ width: '1.5em', textAlign: 'center', fontWeight: 700 });
