import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

/** Spec 2 §10: the report preview is 600 px high, on the report screens and in the report dialogs. */
export const preview = style({
  width: '100%',
  height: 600,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});
