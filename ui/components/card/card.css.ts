import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#ui/theme/theme.css';

export const card = recipe({
  base: {
    background: vars.color.surface.raised,
    border: `1px solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.lg,
    boxShadow: vars.shadow.sm,
    minWidth: 0,
  },
  variants: {
    padding: {
      none: { padding: 0 },
      md: { padding: vars.space.lg },
      lg: { padding: vars.space.xl },
      xl: { padding: vars.space.xxl },
    },
    elevated: { true: { boxShadow: vars.shadow.md } },
  },
  defaultVariants: { padding: 'md' },
});

export const heading = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginBottom: vars.space.md,
});
export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
