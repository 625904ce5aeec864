import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

// The order form lays out as every edit form does, its fields three abreast.
export { form, wide, narrowGrid as grid } from '../../../shared/forms/form-layout.css';

/** The status select with, beside it, why each other status cannot be chosen: a row of its own. */
export const statusField = style({
  gridColumn: '1 / -1',
  display: 'grid',
  gridTemplateColumns: 'minmax(200px, 280px) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.lg}`,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 600px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const reasons = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  paddingTop: vars.space.xl,
});

export const reasonList = style({
  margin: `${vars.space.xs} 0 0`,
  paddingLeft: vars.space.lg,
  columnWidth: 300,
  columnGap: vars.space.xl,
});
