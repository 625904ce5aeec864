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

export const note = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
