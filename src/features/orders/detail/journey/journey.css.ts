import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

// The journey, its toolbar, a load and its header lay out with Stack and Inline; this file keeps their look.
export const grow = style({ flex: 1 });

export const load = style({
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  selectors: { '&[data-selected]': { outline: `2px solid ${vars.color.border.focus}` } },
});
export const loadTitle = style({ margin: 0, fontSize: vars.font.size.md });
export const muted = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });
export const noCarrier = style({ color: vars.color.alert.error.text });

/** Stays a hand-written row: it spans the whole width of the stop card's grid (`gridColumn`). */
export const orders = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});
export const order = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.subtle}`,
  selectors: {
    '&[data-own]': { fontWeight: vars.font.weight.semibold, borderColor: vars.color.accent.solid },
    '&[data-highlighted]': { background: vars.color.status.scheduled.surface },
    '&[data-selected]': { outline: `2px solid ${vars.color.border.focus}` },
  },
});
