import { style } from '@vanilla-extract/css';
import { focusRing } from '#ui/theme/focus-ring';
import { vars } from '#ui/theme/theme.css';

export const link = style({
  color: vars.color.text.link,
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  ':hover': { textDecoration: 'underline' },
  ':focus-visible': focusRing,
});

/** As wide as the page shows, not as the (wider) table: the details stay in view. */
export const expandedFacts = style({ maxWidth: 'min(1100px, calc(100vw - 120px))' });
/** With the latest note beside the facts (staff). */
export const expanded = style([
  expandedFacts,
  {
    display: 'grid',
    gridTemplateColumns: 'minmax(200px, 1fr) 3fr',
    gap: vars.space.xl,
    '@media': { '(max-width: 800px)': { gridTemplateColumns: '1fr' } },
  },
]);

export const note = style({ minWidth: 0 });
export const noteTitle = style({
  margin: 0,
  marginBottom: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
});
export const noteText = style({
  margin: 0,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  color: vars.color.text.primary,
});

export const facts = style({
  margin: 0,
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))',
  gap: `${vars.space.md} ${vars.space.xl}`,
});
export const fact = style({ minWidth: 0 });
export const term = style({ fontSize: vars.font.size.xs, color: vars.color.text.muted });
export const value = style({ margin: 0, overflowWrap: 'anywhere' });
