import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';
import { controlBox } from '#ui/theme/control-box.css';

export const root = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const box = style({
  ...controlBox,
  borderRadius: vars.radius.sm,
  color: vars.color.text.inverse,
  transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  selectors: {
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      background: vars.color.accent.solid,
      borderColor: vars.color.accent.solid,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    '&[data-readonly]': { cursor: 'default' },
    '&[aria-invalid="true"]': { borderColor: vars.color.alert.error.solid },
  },
});

export const indicator = style({ display: 'inline-flex', fontSize: 14 });

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
export const label = style({
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
  cursor: 'pointer',
});
export const description = style({ fontSize: vars.font.size.sm, color: vars.color.text.muted });
