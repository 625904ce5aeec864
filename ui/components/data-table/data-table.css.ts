import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '#ui/theme/focus-ring';
import { vars } from '#ui/theme/theme.css';

export const scroller = style({
  position: 'relative',
  overflow: 'auto',
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  // Keeps scroll chaining out of the page while a long list scrolls.
  overscrollBehavior: 'contain',
  // A row focused by the keyboard scrolls clear of the sticky header.
  scrollPaddingTop: 40,
});

export const table = style({
  width: '100%',
  borderCollapse: 'separate',
  borderSpacing: 0,
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
});

export const head = style({});

export const headCell = style({
  position: 'sticky',
  top: 0,
  zIndex: 2,
  padding: vars.space.sm,
  background: vars.color.surface.page,
  borderBottom: `1px solid ${vars.color.border.default}`,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
  textAlign: 'start',
});

/** Fixed at 40 px, so the sticky columns after them know where to stop. */
export const controlCell = style({
  boxSizing: 'border-box',
  width: 40,
  minWidth: 40,
  maxWidth: 40,
  paddingInline: vars.space.sm,
  textAlign: 'center',
});

export const sortButton = style({
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  cursor: 'pointer',
  borderRadius: vars.radius.sm,
  ':focus-visible': focusRing,
  selectors: { '&:hover': { color: vars.color.text.primary } },
});

export const sortIcon = style({
  display: 'inline-flex',
  fontSize: 14,
  opacity: 0,
  transition: `opacity ${vars.duration.fast}, transform ${vars.duration.fast}`,
  selectors: {
    [`${sortButton}:hover &, ${sortButton}:focus-visible &`]: { opacity: 0.45 },
    [`${sortButton}[data-sorted] &`]: { opacity: 1, color: vars.color.accent.text },
  },
});

export const sortOrder = style({
  fontSize: vars.font.size.xs,
  color: vars.color.accent.text,
  fontVariantNumeric: 'tabular-nums',
});

export const rowGroup = style({});

/** A row that changed elsewhere (the live desk) glows in the accent and fades back over 2 s. */
const changedGlow = keyframes({
  from: { boxShadow: `inset 4px 0 0 ${vars.color.accent.solid}`, background: vars.color.accent.subtle },
  to: { boxShadow: 'inset 4px 0 0 transparent' },
});

export const row = style({
  transition: `background ${vars.duration.fast}`,
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&[data-selected]': { background: vars.color.surface.selected },
    '&[data-changed]': { animation: `${changedGlow} 2s ease-out` },
    '&[tabindex]': { cursor: 'pointer' },
    '&:focus-visible': { ...focusRing, outlineOffset: '-2px' },
  },
});

/** Compact rows (issue #10): one line of text, 6 px above and below (about 36 px a row), 8 px aside. */
export const cell = style({
  padding: `calc(${vars.space.xs} + ${vars.space.xxs}) ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  verticalAlign: 'middle',
  whiteSpace: 'nowrap',
  lineHeight: vars.font.lineHeight.normal,
});

/** One line, cut with an ellipsis; the whole text is in the tooltip (TruncatedCell). */
export const cellText = style({
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

/**
 * Sticky columns (selection, expand, the first data column) keep their own background, since a row's
 * background does not paint under a sticky cell; it follows the row's hover and selection.
 */
export const pinnedCell = style({
  position: 'sticky',
  zIndex: 1,
  background: vars.color.surface.raised,
  selectors: {
    [`${row}:hover &`]: { background: vars.color.surface.hover },
    [`${row}[data-selected] &`]: { background: vars.color.surface.selected },
    [`${row}[data-changed] &`]: { animation: `${changedGlow} 2s ease-out` },
  },
});
export const pinnedHead = style({ zIndex: 3 });
/** The edge where scrolled columns pass under the pinned ones. */
export const pinnedEdge = style({ boxShadow: `inset -1px 0 0 ${vars.color.border.default}` });

export const expandButton = style({
  all: 'unset',
  display: 'inline-flex',
  padding: vars.space.xxs,
  borderRadius: vars.radius.sm,
  color: vars.color.text.muted,
  cursor: 'pointer',
  transition: `transform ${vars.duration.rowExpand} ease`,
  ':focus-visible': focusRing,
  selectors: { '&[aria-expanded="true"]': { transform: 'rotate(90deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});

const open = keyframes({
  from: { gridTemplateRows: '0fr', opacity: 0 },
  to: { gridTemplateRows: '1fr', opacity: 1 },
});

export const expansionRow = style({ background: vars.color.surface.page });
export const expansionCell = style({ padding: 0, borderBottom: `1px solid ${vars.color.border.subtle}` });
/** Spec 2 §9: the row expands over 275 ms. */
export const expansion = style({
  display: 'grid',
  gridTemplateRows: '1fr',
  animation: `${open} ${vars.duration.rowExpand} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
export const expansionInner = style({ overflow: 'hidden', minHeight: 0 });
export const expansionBody = style({ padding: `${vars.space.md} ${vars.space.xl}` });

export const message = style({
  padding: `${vars.space.xxl} ${vars.space.md}`,
  textAlign: 'center',
  color: vars.color.text.muted,
});

const slide = keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(250%)' } });

export const busyBar = style({
  position: 'sticky',
  top: 0,
  left: 0,
  zIndex: 2,
  height: 2,
  marginBottom: -2,
  overflow: 'hidden',
  '::after': {
    content: '""',
    display: 'block',
    width: '40%',
    height: '100%',
    background: vars.color.accent.solid,
    animation: `${slide} 1s ease-in-out infinite`,
  },
});
