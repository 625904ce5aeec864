import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const frame = style({
  position: 'relative',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.raised,
  overflow: 'hidden',
  minHeight: 360,
});

export const svg = style({
  display: 'block',
  width: '100%',
  maxHeight: '75vh',
  minHeight: 320,
  margin: '0 auto',
  cursor: 'grab',
  touchAction: 'none',
  userSelect: 'none',
  selectors: { '&[data-dragging="true"]': { cursor: 'grabbing' } },
});

export const toolbar = style({
  position: 'absolute',
  top: vars.space.sm,
  right: vars.space.sm,
  display: 'flex',
  gap: vars.space.xs,
  background: vars.color.surface.raised,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  padding: vars.space.xxs,
});

export const stateBox = style({
  fill: vars.color.surface.raised,
  stroke: vars.color.border.strong,
  strokeWidth: 1.25,
});

export const compoundBox = style({ fill: vars.color.surface.page, stroke: vars.color.border.default });
export const regionBox = style({ strokeDasharray: '6 4' });
export const rootBox = style({ fill: 'transparent', stroke: vars.color.border.subtle });

export const activeBox = style({
  fill: vars.color.accent.subtle,
  stroke: vars.color.accent.solid,
  strokeWidth: 2.5,
});

export const stateName = style({
  fill: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: 13,
  fontWeight: vars.font.weight.semibold,
});

export const stateLine = style({
  fill: vars.color.text.secondary,
  fontFamily: vars.font.family.mono,
  fontSize: 11,
});

export const tagChip = style({ fill: vars.color.alert.info.surface, stroke: vars.color.alert.info.border });
export const tagText = style({
  fill: vars.color.alert.info.text,
  fontFamily: vars.font.family.body,
  fontSize: 10.5,
});

export const edgePath = style({ fill: 'none', stroke: vars.color.text.muted, strokeWidth: 1.25 });
export const eventlessPath = style({ strokeDasharray: '4 3' });
export const arrowHead = style({ fill: vars.color.text.muted });
export const edgeLabelBox = style({ fill: vars.color.surface.raised, opacity: 0.92 });
export const edgeLabelText = style({
  fill: vars.color.text.primary,
  fontFamily: vars.font.family.mono,
  fontSize: 10.5,
});

export const initialDot = style({ fill: vars.color.text.primary });
export const anyStateDot = style({
  fill: vars.color.surface.page,
  stroke: vars.color.text.primary,
  strokeWidth: 1.5,
});

// A deep link's state: a dashed outline, distinct from the active fill.
export const markedBox = style({
  stroke: vars.color.alert.warning.solid,
  strokeWidth: 3,
  strokeDasharray: '6 3',
});
