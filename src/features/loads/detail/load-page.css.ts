import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const title = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
/** Stays hand-written: its row and column gaps differ (xxs between lines, lg between facts). */
export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space.xxs} ${vars.space.lg}`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  margin: 0,
});
