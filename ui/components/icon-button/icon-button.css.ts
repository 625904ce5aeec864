import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '#ui/theme/focus-ring';
import { vars } from '#ui/theme/theme.css';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    padding: 0,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    background: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    transition: `background ${vars.duration.fast}, color ${vars.duration.fast}`,
    selectors: {
      '&:hover:not(:disabled)': { background: vars.color.surface.hover, color: vars.color.text.primary },
    },
    ':focus-visible': focusRing,
    ':disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
  variants: {
    variant: {
      ghost: {},
      secondary: {
        background: vars.color.surface.raised,
        borderColor: vars.color.border.default,
        boxShadow: vars.shadow.sm,
      },
      // For icon buttons sitting on a tinted surface (alerts, snackbars): inherit the tone's text colour.
      inherit: {
        color: 'inherit',
        selectors: { '&:hover:not(:disabled)': { background: 'rgba(17, 23, 34, 0.08)', color: 'inherit' } },
      },
    },
    size: {
      sm: { width: 24, height: 24, fontSize: 16 },
      md: { width: 32, height: 32, fontSize: 18 },
      lg: { width: 40, height: 40, fontSize: 20 },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});
