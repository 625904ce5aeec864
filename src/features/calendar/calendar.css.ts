import { style, styleVariants } from '@vanilla-extract/css';
import { statusTones, type StatusTone } from '#ui/theme/tokens';
import { vars } from '#ui/theme/theme.css';

// The page, its toolbar, a day's cell and its entries lay out with Stack and Inline; this file keeps their look.
export const page = style({ minHeight: 0 });

export const spacer = style({ flex: 1 });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(7, minmax(0, 1fr))',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  selectors: { '&[aria-busy="true"]': { opacity: 0.7 } },
});
export const dayGrid = style([grid, { gridTemplateColumns: 'minmax(0, 1fr)' }]);
// The rows are for assistive technology; the cells lay out on the grid itself.
export const row = style({ display: 'contents' });

export const columnHeader = style({
  padding: vars.space.xs,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.secondary,
  textAlign: 'center',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const cell = style({
  minWidth: 0,
  padding: vars.space.xs,
  borderRight: `1px solid ${vars.color.border.subtle}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  outline: 'none',
  selectors: {
    '&:focus-visible': { boxShadow: `inset 0 0 0 2px ${vars.color.border.focus}` },
    '&[aria-selected="true"]': { background: vars.color.surface.selected },
  },
});
export const cellSize = styleVariants({
  // A month cell is the container its entries measure themselves against (a phone's cell is ~45 px wide);
  // its font is the entries', so the `ch` of the queries below is one digit of a load number.
  month: { minHeight: 112, containerType: 'inline-size', fontSize: vars.font.size.xs },
  week: { minHeight: 420 },
  day: { minHeight: 240, padding: vars.space.md },
});
export const otherMonth = style({ background: vars.color.surface.sunken, color: vars.color.text.muted });

export const dayNumber = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold });
export const today = style({
  color: vars.color.accent.text,
  textDecoration: 'underline',
  textUnderlineOffset: 3,
});

const entryBase = style({
  display: 'block',
  padding: '1px 6px',
  borderRadius: vars.radius.sm,
  borderLeft: '4px solid',
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 1 },
  },
});
/** Coloured by load status, from the tokens named after the status's meaning. */
export const entry = styleVariants(
  Object.fromEntries(statusTones.map((t) => [t, t])) as { [T in StatusTone]: T },
  (tone: StatusTone) => [
    entryBase,
    {
      background: vars.color.status[tone].surface,
      color: vars.color.status[tone].text,
      borderLeftColor: vars.color.status[tone].solid,
    },
  ],
);
export const entryWide = style({
  fontSize: vars.font.size.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  whiteSpace: 'normal',
});
/**
 * Month cells narrower than a desktop's (a phone's): an entry is its load number alone, in a slimmer chip,
 * and "+N more" is "+N". The cell's name and each link's name still say everything.
 */
const narrowCell = '(max-width: 119px)';
export const entryCompact = style({
  '@container': {
    [narrowCell]: {
      padding: '1px 2px',
      borderLeftWidth: 3,
      textOverflow: 'clip',
      fontVariantNumeric: 'tabular-nums',
    },
  },
});
export const entryDetail = style({ '@container': { [narrowCell]: { display: 'none' } } });
export const moreWord = style({ '@container': { [narrowCell]: { display: 'none' } } });

/**
 * Where even a day's longest load number (`data-id-length` digits and '#', chip edges 7 px) does not fit
 * its cell, the cell shows how many loads it has instead, a button listing them. One rule per length,
 * since a query cannot read an attribute.
 */
export const idLengths = [1, 2, 3, 4, 5, 6, 7, 8] as const;
const whenNumbersDoNotFit = (rules: { display: 'none' | 'block' }) => ({
  '@container': Object.fromEntries(
    idLengths.map((n) => [
      `(max-width: calc(${n + 1.5}ch + 8px))`,
      { selectors: { [`[data-id-length="${n}"] &`]: rules } },
    ]),
  ),
});
export const dayNumbers = style(whenNumbersDoNotFit({ display: 'none' }));
/** The count's word waits where even "loads" does not fit (a 320 px phone): the number stays. */
export const countWord = style({ '@container': { '(max-width: calc(4.5ch + 8px))': { display: 'none' } } });
export const entryTime = style({ fontWeight: vars.font.weight.semibold, marginRight: vars.space.xs });
export const noCarrier = style({ color: vars.color.alert.error.text });

export const more = style({
  alignSelf: 'flex-start',
  padding: '0 4px',
  border: 0,
  background: 'transparent',
  color: vars.color.text.link,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: { '&:hover': { textDecoration: 'underline' } },
});

export const dayActions = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  selectors: { '&:empty': { display: 'none' } },
});
export const dayCount = style([
  {
    display: 'none',
    width: '100%',
    minHeight: 32,
    padding: '2px',
    border: 0,
    borderRadius: vars.radius.md,
    background: vars.color.accent.solid,
    color: vars.color.text.inverse,
    font: 'inherit',
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    cursor: 'pointer',
    selectors: {
      '&:hover': { background: vars.color.accent.hover },
      '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 1 },
    },
  },
  whenNumbersDoNotFit({ display: 'block' }),
]);

/** Stays hand-written: Radix's popover content takes a class, not a layout element. */
export const popover = style({
  width: 320,
  maxWidth: 'calc(100vw - 16px)',
  maxHeight: 420,
  overflowY: 'auto',
  padding: vars.space.sm,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  zIndex: vars.zIndex.dropdown,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
export const popoverTitle = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
});

export const filterPanel = style([popover, { width: 280 }]);
export const empty = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
