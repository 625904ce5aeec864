import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const heading = style({ margin: 0, fontSize: vars.font.size.lg });
export const list = style({ margin: 0, paddingLeft: vars.space.xl });
