import { style } from '@vanilla-extract/css';
import { focusRing } from '#ui/theme/focus-ring';
import { vars } from '#ui/theme/theme.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 220,
  height: 34,
  paddingInline: vars.space.sm,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
  transition: `border-color ${vars.duration.fast}`,
  selectors: {
    '&:hover': { borderColor: vars.color.border.strong },
    '&:focus-within': { ...focusRing, outlineOffset: '0', borderColor: vars.color.border.focus },
    '&[data-disabled]': { background: vars.color.surface.sunken },
  },
});

export const icon = style({ display: 'inline-flex', color: vars.color.text.muted, fontSize: 16 });

export const input = style({
  flex: 1,
  minWidth: 0,
  border: 0,
  outline: 'none',
  background: 'transparent',
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
  '::placeholder': { color: vars.color.text.disabled },
  selectors: {
    // The clear button is ours; the browser's own cancel button would be a second one.
    '&::-webkit-search-cancel-button': { appearance: 'none' },
  },
});
