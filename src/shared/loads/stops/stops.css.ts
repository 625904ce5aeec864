import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

// The stops section, its list and a card's header row lay out with Stack and Inline; this file keeps their look.
export const card = style({
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  overflow: 'hidden',
  selectors: {
    '&[data-dragging]': { opacity: 0.5 },
    '&[data-drop-target]': { outline: `2px dashed ${vars.color.border.focus}` },
    '&[data-current]': { boxShadow: `inset 4px 0 0 ${vars.color.accent.solid}` },
  },
});

/** The coloured header by stop type (spec 2 §2): pickups read as scheduled, deliveries as done. */
export const header = styleVariants({
  pickup: {
    background: vars.color.status.scheduled.surface,
    color: vars.color.status.scheduled.text,
    borderBottom: `1px solid ${vars.color.status.scheduled.border}`,
  },
  delivery: {
    background: vars.color.status.done.surface,
    color: vars.color.status.done.text,
    borderBottom: `1px solid ${vars.color.status.done.border}`,
  },
});
export const headingText = style({
  fontWeight: vars.font.weight.semibold,
  margin: 0,
  fontSize: vars.font.size.md,
});
export const grow = style({ flex: 1 });
export const body = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.sm,
  padding: vars.space.md,
  fontSize: vars.font.size.sm,
});
export const muted = style({ color: vars.color.text.secondary });
/** A stop's issue on its card: the warning tone, so it is seen without opening the stop. */
export const issue = style({
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.alert.warning.border}`,
  background: vars.color.alert.warning.surface,
  color: vars.color.alert.warning.text,
});
export const handle = style({ cursor: 'grab' });
export const tooltipTrigger = style({ display: 'inline-flex' });
export const tooltip = style({
  zIndex: vars.zIndex.tooltip,
  maxWidth: 320,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.sm,
});
export const badge = style({
  display: 'inline-block',
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  background: vars.color.accent.solid,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});
export const mark = style({
  padding: `0 ${vars.space.xs}`,
  borderRadius: vars.radius.sm,
  border: `1px solid currentColor`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
});
