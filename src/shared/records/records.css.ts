import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

/**
 * Shared by the record panels, which lay out with `<Stack gap="md">` and `<Inline>`: the scrolling list, an
 * entry's card and the look of its header line.
 */
// The list keeps its flex column here: it is also the scroll area (the notes cap its height), not only layout.
export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  overflowY: 'auto',
});
export const entry = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.raised,
});
export const entryHeader = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});
export const author = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const text = style({
  margin: `${vars.space.xs} 0 0`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const empty = style({ padding: vars.space.lg, textAlign: 'center', color: vars.color.text.secondary });
