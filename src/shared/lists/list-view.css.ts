import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

// The list's column, its header row and its toolbar lay out with Stack and Inline; this file keeps their look.
export const root = style({ minWidth: 0 });

export const title = style({
  fontSize: vars.font.size.xxl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
});

/**
 * Room for '999 selected  Clear' is kept while nothing is selected: the count appearing must not rewrap
 * the toolbar and move the rows, or the second click of a double click lands on another row.
 */
export const selection = style({
  display: 'inline-flex',
  minWidth: 136,
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

export const exportCap = style({ fontWeight: vars.font.weight.regular, color: vars.color.text.secondary });

export const retry = style({ marginTop: vars.space.sm });

export const exportProgress = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.sm });
export const exportBar = style({
  display: 'inline-block',
  width: 96,
  height: 6,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  background: vars.color.surface.sunken,
});
export const exportBarFill = style({
  display: 'block',
  height: '100%',
  background: vars.color.accent.solid,
  transition: `width ${vars.duration.normal}`,
});
export const exportText = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});
