import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

/** The page's column, padding, width and centring come from Stack's props. */
export const page = style({ maxWidth: 1200 });

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.lg,
  alignItems: 'end',
});

/** Spec 2 §10: the report preview is 600 px high. */
export const preview = style({
  width: '100%',
  height: 600,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

export const note = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
