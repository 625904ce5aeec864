import { style } from '@vanilla-extract/css';
import { focusRing } from '#ui/theme/focus-ring';
import { vars } from '#ui/theme/theme.css';

export const root = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const box = style({
  all: 'unset',
  flexShrink: 0,
  width: 16,
  height: 16,
  marginTop: 2,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.sm,
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.raised,
  color: vars.color.text.inverse,
  cursor: 'pointer',
  transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}`,
  ':focus-visible': focusRing,
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
