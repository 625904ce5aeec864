import { style } from '@vanilla-extract/css';
import { focusRing } from '#ui/theme/focus-ring';
import { vars } from '#ui/theme/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
export const legend = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    '&[data-orientation="horizontal"]': { flexDirection: 'row', flexWrap: 'wrap', gap: vars.space.lg },
  },
});
export const option = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const radio = style({
  all: 'unset',
  flexShrink: 0,
  width: 16,
  height: 16,
  marginTop: 2,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.raised,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: {
    '&[data-state="checked"]': { borderColor: vars.color.accent.solid },
    '&[data-disabled]': { cursor: 'not-allowed', background: vars.color.surface.sunken },
  },
});

export const dot = style({
  width: 8,
  height: 8,
  borderRadius: vars.radius.full,
  background: vars.color.accent.solid,
});

export const label = style({
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
  cursor: 'pointer',
  selectors: { '&[data-disabled]': { color: vars.color.text.disabled, cursor: 'not-allowed' } },
});
export const description = style({
  display: 'block',
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
});
