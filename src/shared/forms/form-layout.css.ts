import { style } from '@vanilla-extract/css';
import { sprinkles } from '#ui/theme/sprinkles.css';
import { vars } from '#ui/theme/theme.css';

/**
 * The layout every edit form shares. Markup uses `<Stack gap="lg">` for the column and
 * `<Inline gap="sm" align="end" alignY="center">` for the buttons; this class is that column's sprinkles
 * for the `<form>` elements, which no layout primitive renders.
 */
export const form = sprinkles({ display: 'flex', flexDirection: 'column', gap: 'lg' });

/** Fields side by side where there is room, each column at least `minColumn` pixels wide. */
const fieldGrid = (minColumn: number) =>
  style({
    display: 'grid',
    gridTemplateColumns: `repeat(auto-fill, minmax(${minColumn}px, 1fr))`,
    gap: `${vars.space.md} ${vars.space.lg}`,
    alignItems: 'start',
  });

/** Two or three abreast: the parties' forms and their dialogs. */
export const grid = fieldGrid(240);
/** Three abreast in the Add Order dialog (up to 1000 px wide). */
export const narrowGrid = fieldGrid(220);
/** Two abreast: the users, roles and requests of the admin area. */
export const wideGrid = fieldGrid(260);

/** A field that takes a whole row of the grid (directions, a note). */
export const wide = style({ gridColumn: '1 / -1' });

export const hint = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary, margin: 0 });
