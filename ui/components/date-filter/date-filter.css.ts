import { style } from '@vanilla-extract/css';
import { focusRing } from '#ui/theme/focus-ring';
import { popoverSurface } from '#ui/theme/popover-surface.css';
import { vars } from '#ui/theme/theme.css';
import { ruleAbove } from '#ui/theme/rule-above.css';

export const content = style([popoverSurface, { padding: vars.space.sm }]);

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
  ...ruleAbove,
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginTop: vars.space.sm,
});
