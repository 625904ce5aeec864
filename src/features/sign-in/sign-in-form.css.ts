import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

/** The column of fields in every sign-in-area card. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg });

/** Back/Cancel link on the left, the main button on the right. */
export const actions = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  marginTop: vars.space.sm,
});

export const text = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
});
