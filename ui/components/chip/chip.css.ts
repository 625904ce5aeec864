import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '#ui/theme/theme.css';

type Tone = { surface: string; text: string; border: string; solid: string };
const toneStyle = (t: Tone) => ({
  vars: {
    '--chip-surface': t.surface,
    '--chip-text': t.text,
    '--chip-border': t.border,
    '--chip-solid': t.solid,
  },
});

export const chip = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    maxWidth: '100%',
    borderRadius: vars.radius.full,
    border: '1px solid var(--chip-border)',
    background: 'var(--chip-surface)',
    color: 'var(--chip-text)',
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      default: toneStyle({
        surface: vars.color.surface.sunken,
        text: vars.color.text.secondary,
        border: vars.color.border.subtle,
        solid: vars.color.text.muted,
      }),
      accent: toneStyle({
        surface: vars.color.accent.subtle,
        text: vars.color.accent.text,
        border: vars.color.alert.primary.border,
        solid: vars.color.accent.solid,
      }),
      info: toneStyle(vars.color.alert.info),
      success: toneStyle(vars.color.alert.success),
      warning: toneStyle(vars.color.alert.warning),
      error: toneStyle(vars.color.alert.error),
      neutral: toneStyle(vars.color.status.neutral),
      scheduled: toneStyle(vars.color.status.scheduled),
      moving: toneStyle(vars.color.status.moving),
      done: toneStyle(vars.color.status.done),
      attention: toneStyle(vars.color.status.attention),
    },
    outlined: { true: { background: 'transparent', borderColor: 'var(--chip-solid)' } },
    size: {
      sm: { height: 20, padding: `0 ${vars.space.sm}`, fontSize: vars.font.size.xs },
      md: { height: 24, padding: `0 ${vars.space.sm}`, fontSize: vars.font.size.sm },
    },
  },
  defaultVariants: { tone: 'default', size: 'md' },
});

export const dot = style({
  width: 6,
  height: 6,
  flexShrink: 0,
  borderRadius: vars.radius.full,
  background: 'var(--chip-solid)',
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  fontSize: '1.15em',
  color: 'var(--chip-solid)',
});

export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis' });
