import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#ui/theme/theme.css';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    background: vars.color.accent.subtle,
    color: vars.color.accent.text,
    border: `1px solid ${vars.color.alert.primary.border}`,
    fontWeight: vars.font.weight.semibold,
    letterSpacing: '0.02em',
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: 24, height: 24, fontSize: 10 },
      md: { width: 32, height: 32, fontSize: vars.font.size.xs },
      lg: { width: 40, height: 40, fontSize: vars.font.size.md },
    },
  },
  defaultVariants: { size: 'md' },
});
