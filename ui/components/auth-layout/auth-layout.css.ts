import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const page = style({
  minHeight: '100vh',
  display: 'flex',
  flexDirection: 'column',
  background: `radial-gradient(1200px 600px at 50% -10%, ${vars.color.accent.subtle}, ${vars.color.surface.page} 70%)`,
});

export const main = style({
  flex: 1,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xl,
  padding: `${vars.space.xxl} ${vars.space.lg}`,
});

/** 150 px tall, 100 px when the window is under 700 px tall (spec, sign-in area). */
export const logoBox = style({
  height: 150,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  '@media': { '(max-height: 699px)': { height: 100 } },
});

export const card = style({ width: '100%' });

export const title = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
  marginBottom: vars.space.lg,
});

export const footer = style({
  padding: vars.space.lg,
  textAlign: 'center',
  fontSize: vars.font.size.xs,
  color: vars.color.text.muted,
});
