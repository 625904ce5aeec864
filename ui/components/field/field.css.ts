import { style } from '@vanilla-extract/css';
import { focusRing } from '#ui/theme/focus-ring';
import { vars } from '#ui/theme/theme.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minWidth: 0 });

export const label = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.primary,
});

export const asterisk = style({ color: vars.color.alert.error.text, marginLeft: vars.space.xxs });

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.tight,
});

export const helper = style({ color: vars.color.text.muted });
export const error = style({ color: vars.color.alert.error.text, fontWeight: vars.font.weight.medium });
export const counter = style({
  color: vars.color.text.muted,
  marginLeft: 'auto',
  fontVariantNumeric: 'tabular-nums',
});

/** The bordered box shared by text inputs and selects; the ring follows focus inside it. */
export const shell = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minHeight: 34,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  transition: `border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-within': { ...focusRing, outlineOffset: '0', borderColor: vars.color.border.focus },
    '&[data-invalid]': { borderColor: vars.color.alert.error.solid },
    '&[data-disabled]': { background: vars.color.surface.sunken, cursor: 'not-allowed' },
  },
});

export const control = style({
  flex: 1,
  minWidth: 0,
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.md}`,
  border: 0,
  outline: 'none',
  background: 'transparent',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.tight,
  color: vars.color.text.primary,
  '::placeholder': { color: vars.color.text.disabled },
  ':disabled': { color: vars.color.text.disabled, cursor: 'not-allowed' },
});

export const textarea = style({ resize: 'none', lineHeight: vars.font.lineHeight.normal });

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.xs,
});
