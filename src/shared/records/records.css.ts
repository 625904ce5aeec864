import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

/** Shared by the record panels: a toolbar above, a scrolling list, an entry's header line. */
export const panel = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });
export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-end',
  gap: vars.space.xs,
});
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
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});
export const author = style({ fontWeight: vars.font.weight.semibold, color: vars.color.text.primary });
export const text = style({
  margin: `${vars.space.xs} 0 0`,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
});
export const actions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });
export const empty = style({ padding: vars.space.lg, textAlign: 'center', color: vars.color.text.secondary });
