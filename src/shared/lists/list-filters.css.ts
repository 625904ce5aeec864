import { style } from '@vanilla-extract/css';
import { popoverSurface } from '#ui/theme/popover-surface.css';
import { vars } from '#ui/theme/theme.css';
import { ruleAbove } from '#ui/theme/rule-above.css';

// Never wider than a phone's screen less a margin: the popover must not widen the page at 390 px.
export const content = style([
  popoverSurface,
  {
    width: 300,
    maxWidth: 'calc(100vw - 16px)',
    padding: vars.space.md,
  },
]);

export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const footer = style({
  ...ruleAbove,
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.xs,
  minWidth: 0,
});
