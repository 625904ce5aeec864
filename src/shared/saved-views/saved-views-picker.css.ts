import { style } from '@vanilla-extract/css';
import { popoverSurface } from '#ui/theme/popover-surface.css';
import { vars } from '#ui/theme/theme.css';
import { ruleAbove } from '#ui/theme/rule-above.css';

// Never wider than a phone's screen less a margin, as the Filter popover beside it.
export const content = style([
  popoverSurface,
  {
    width: 320,
    maxWidth: 'calc(100vw - 16px)',
    padding: vars.space.md,
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
  },
]);

export const views = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
});

export const row = style({ display: 'flex', alignItems: 'center', gap: vars.space.xs, minWidth: 0 });

export const owner = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const link = style({ wordBreak: 'break-all', fontSize: vars.font.size.sm });

export const section = style({
  ...ruleAbove,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
