import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const page = style({ maxWidth: 960 });
export const groups = style({ border: 'none', margin: 0, padding: 0, display: 'grid', gap: vars.space.xs });
export const error = style({ margin: 0, color: vars.color.alert.error.text });
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
