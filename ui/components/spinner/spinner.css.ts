import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#ui/theme/theme.css';

const spin = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderRightColor: 'transparent',
    color: vars.color.accent.solid,
    animation: `${spin} 700ms linear infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animationDuration: '1.6s' } },
  },
  variants: {
    size: {
      sm: { width: 14, height: 14, borderWidth: 2 },
      md: { width: 20, height: 20, borderWidth: 2 },
      lg: { width: 32, height: 32, borderWidth: 3 },
    },
    // Inside buttons the spinner takes the button's text colour.
    inherit: { true: { color: 'currentColor' } },
  },
  defaultVariants: { size: 'md' },
});

export const centered = style({
  display: 'flex',
  justifyContent: 'center',
  alignItems: 'center',
  padding: vars.space.xl,
});
