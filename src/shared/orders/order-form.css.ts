import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** Fields three abreast where there is room (the Add Order dialog is up to 1000 px wide). */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: `${vars.space.md} ${vars.space.lg}`,
  alignItems: 'start',
});

export const wide = style({ gridColumn: '1 / -1' });

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

export const buttons = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary, margin: 0 });
