import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

/** Two fields side by side on the 550 px card, stacked on a narrow screen. */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: '1fr 1fr',
  gap: vars.space.lg,
  '@media': { '(max-width: 599px)': { gridTemplateColumns: '1fr' } },
});
