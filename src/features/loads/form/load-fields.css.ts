import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

/** Fields side by side where there is room. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))',
  gap: `${vars.space.md} ${vars.space.lg}`,
  alignItems: 'start',
});

export const wide = style({ gridColumn: '1 / -1' });

/** 'No Carrier' in red (spec 2 §8). */
export const noCarrier = style({ color: vars.color.alert.error.text, fontWeight: vars.font.weight.medium });

/** A carrier whose insurance has expired: assignable, with a warning. */
export const warning = style({ color: vars.color.alert.warning.text, fontWeight: vars.font.weight.medium });
