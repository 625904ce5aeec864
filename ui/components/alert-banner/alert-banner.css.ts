import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#ui/theme/theme.css';
import type { AlertTone } from '#ui/theme/tokens';

const toneVars = (t: AlertTone) => ({
  vars: {
    '--alert-surface': vars.color.alert[t].surface,
    '--alert-text': vars.color.alert[t].text,
    '--alert-border': vars.color.alert[t].border,
    '--alert-solid': vars.color.alert[t].solid,
  },
});

export const banner = recipe({
  base: {
    position: 'relative',
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.md,
    maxHeight: 500,
    overflow: 'auto',
    padding: `${vars.space.md} ${vars.space.md} ${vars.space.md} ${vars.space.lg}`,
    borderRadius: vars.radius.lg,
    border: '1px solid var(--alert-border)',
    background: 'var(--alert-surface)',
    color: 'var(--alert-text)',
    fontSize: vars.font.size.md,
  },
  variants: {
    type: {
      primary: toneVars('primary'),
      info: toneVars('info'),
      success: toneVars('success'),
      warning: toneVars('warning'),
      error: toneVars('error'),
    },
  },
});

export const icon = style({
  display: 'inline-flex',
  fontSize: 20,
  marginTop: 1,
  color: 'var(--alert-solid)',
});
export const body = style({ flex: 1, minWidth: 0, paddingTop: 2, lineHeight: vars.font.lineHeight.normal });
export const title = style({ display: 'block', fontWeight: vars.font.weight.semibold });
export const close = style({ marginTop: -4, marginRight: -4 });

export const track = style({
  position: 'absolute',
  left: 0,
  right: 0,
  bottom: 0,
  height: 3,
  background: 'transparent',
});
export const bar = style({
  height: '100%',
  background: 'var(--alert-solid)',
  transition: `width ${vars.duration.fast} linear`,
});
