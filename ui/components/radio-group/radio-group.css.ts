import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';
import { controlBox } from '#ui/theme/control-box.css';

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
  ...controlBox,
  borderRadius: vars.radius.full,
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
