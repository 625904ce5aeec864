import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '#ui/theme/focus-ring';
import { vars } from '#ui/theme/theme.css';

const solid = (bg: string, hover: string, active: string) => ({
  background: bg,
  color: vars.color.text.inverse,
  borderColor: bg,
  selectors: {
    '&:hover:not(:disabled)': { background: hover, borderColor: hover },
    '&:active:not(:disabled)': { background: active, borderColor: active },
  },
});

export const button = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.sm,
    border: '1px solid transparent',
    borderRadius: vars.radius.md,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    userSelect: 'none',
    textDecoration: 'none',
    transition: `background ${vars.duration.fast}, border-color ${vars.duration.fast}, box-shadow ${vars.duration.fast}`,
    ':focus-visible': focusRing,
    ':disabled': { cursor: 'not-allowed', opacity: 0.55 },
  },
  variants: {
    variant: {
      primary: solid(vars.color.accent.solid, vars.color.accent.hover, vars.color.accent.active),
      danger: solid(vars.color.alert.error.solid, vars.color.alert.error.text, vars.color.alert.error.text),
      secondary: {
        background: vars.color.surface.raised,
        color: vars.color.text.primary,
        borderColor: vars.color.border.default,
        boxShadow: vars.shadow.sm,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.surface.hover },
          '&:active:not(:disabled)': { borderColor: vars.color.border.strong },
        },
      },
      ghost: {
        background: 'transparent',
        color: vars.color.text.secondary,
        selectors: {
          '&:hover:not(:disabled)': { background: vars.color.surface.hover, color: vars.color.text.primary },
        },
      },
    },
    size: {
      sm: { height: 28, padding: `0 ${vars.space.sm}`, fontSize: vars.font.size.sm },
      md: { height: 34, padding: `0 ${vars.space.md}`, fontSize: vars.font.size.md },
      lg: { height: 40, padding: `0 ${vars.space.lg}`, fontSize: vars.font.size.lg },
    },
    fullWidth: { true: { width: '100%' } },
    // Keep the label readable while busy; only the pointer says "not now".
    loading: { true: { selectors: { '&:disabled': { opacity: 0.85, cursor: 'progress' } } } },
  },
  defaultVariants: { variant: 'primary', size: 'md' },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

export const icon = style({ display: 'inline-flex', fontSize: '1.15em' });
