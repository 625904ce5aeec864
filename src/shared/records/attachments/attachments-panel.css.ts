import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const dropZone = style({
  padding: vars.space.lg,
  border: `2px dashed ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  textAlign: 'center',
  color: vars.color.text.secondary,
});
export const dropZoneActive = style({
  borderColor: vars.color.accent.solid,
  background: vars.color.accent.subtle,
});
export const table = style({ width: '100%', borderCollapse: 'collapse', fontSize: vars.font.size.sm });
export const cell = style({
  padding: vars.space.xs,
  textAlign: 'left',
  borderBottom: `1px solid ${vars.color.border.subtle}`,
  verticalAlign: 'top',
});
export const progress = style({ width: 160 });
