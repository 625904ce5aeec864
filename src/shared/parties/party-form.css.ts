import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minWidth: 0 });

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** Fields two or three abreast where there is room. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: `${vars.space.md} ${vars.space.lg}`,
  alignItems: 'start',
});

/** A field that takes a whole row of the grid (directions, a note). */
export const wide = style({ gridColumn: '1 / -1' });

export const buttons = style({
  display: 'flex',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary, margin: 0 });
