import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const grow = style({ flex: 1 });

/** The save status beside the journey: quiet when saved, accented while work is under way or failed. */
export const saveState = styleVariants({
  Saved: { color: vars.color.text.secondary },
  Unsaved: { color: vars.color.alert.warning.text },
  Saving: { color: vars.color.accent.solid },
  SaveFailed: { color: vars.color.alert.error.text, fontWeight: vars.font.weight.semibold },
});
export const saveLine = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});

export const load = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  selectors: { '&[data-selected]': { outline: `2px solid ${vars.color.border.focus}` } },
});
export const loadHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});
export const loadTitle = style({ margin: 0, fontSize: vars.font.size.md });
export const muted = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });
export const noCarrier = style({ color: vars.color.alert.error.text });

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
