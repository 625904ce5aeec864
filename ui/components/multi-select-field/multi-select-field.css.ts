import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });
export const legend = style({ padding: 0, marginBottom: vars.space.xs });

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))',
  gap: vars.space.sm,
  padding: vars.space.sm,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.raised,
  maxHeight: 240,
  overflowY: 'auto',
  selectors: { '&[data-invalid]': { borderColor: vars.color.alert.error.solid } },
});

export const message = style({ marginTop: vars.space.xs, fontSize: vars.font.size.xs });
