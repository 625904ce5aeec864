import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '#ui/theme/focus-ring';
import { vars } from '#ui/theme/theme.css';

const show = keyframes({
  from: { opacity: 0, transform: 'translateY(-4px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const content = style({
  minWidth: 240,
  padding: vars.space.sm,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.dropdown,
  animation: `${show} ${vars.duration.fast} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const presets = style({ listStyle: 'none', margin: 0, padding: 0 });

export const preset = style({
  display: 'block',
  width: '100%',
  padding: `${vars.space.sm} ${vars.space.sm}`,
  border: 0,
  borderRadius: vars.radius.md,
  background: 'transparent',
  textAlign: 'left',
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&[aria-pressed="true"]': {
      background: vars.color.surface.selected,
      color: vars.color.accent.text,
      fontWeight: vars.font.weight.medium,
    },
  },
});

export const picker = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  padding: vars.space.xs,
});

export const footer = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border.subtle}`,
});
