import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const chips = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.xs });
