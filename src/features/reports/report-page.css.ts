import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.xl,
  maxWidth: 1200,
  width: '100%',
  margin: '0 auto',
});

export const filters = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
  gap: vars.space.lg,
  alignItems: 'end',
});

export const actions = style({ display: 'flex', gap: vars.space.sm, flexWrap: 'wrap', alignItems: 'center' });

/** Spec 2 §10: the report preview is 600 px high. */
export const preview = style({
  width: '100%',
  height: 600,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface.sunken,
});

export const note = style({ color: vars.color.text.muted, fontSize: vars.font.size.sm });
