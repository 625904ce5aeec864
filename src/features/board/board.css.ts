import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';
import { visuallyHidden } from '#ui/theme/visually-hidden.css';

export const figures = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))',
  gap: vars.space.sm,
});

export const figure = style({
  display: 'flex',
  alignItems: 'baseline',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  color: 'inherit',
  textDecoration: 'none',
  ':hover': { borderColor: vars.color.accent.solid },
});

export const count = style({ fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold });

export const quietCount = style({ color: vars.color.text.muted });

export const chart = style({ width: '100%', maxWidth: 520, height: 'auto', display: 'block' });

export const barLabel = style({ fontSize: 12, fill: vars.color.text.secondary });

export const bar = style({ fill: vars.color.accent.solid });

export const meta = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const onTimeBar = style({ fill: vars.color.status.done.solid });

export const lateBar = style({ fill: vars.color.status.attention.solid });

export const axis = style({ stroke: vars.color.border.default, strokeWidth: 1 });

export const chartFigure = style({ margin: 0 });

export const rate = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  padding: vars.space.md,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});

/** A chart's table: for screen readers, and shown when a keyboard reaches one of its links. */
export const chartTable = style([
  visuallyHidden,
  {
    selectors: {
      '&:focus-within': {
        position: 'static',
        width: 'auto',
        height: 'auto',
        margin: 0,
        overflow: 'visible',
        clip: 'auto',
        whiteSpace: 'normal',
      },
    },
  },
]);

export const barLink = style({ cursor: 'pointer', ':hover': { opacity: 0.8 } });

export const rateLinks = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });
