import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '#ui/theme/focus-ring';
import { vars } from '#ui/theme/theme.css';
import { ruleAbove } from '#ui/theme/rule-above.css';

const open = keyframes({ from: { height: 0 }, to: { height: 'var(--radix-collapsible-content-height)' } });
const close = keyframes({ from: { height: 'var(--radix-collapsible-content-height)' }, to: { height: 0 } });

export const root = style(ruleAbove);

export const trigger = style({
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  padding: `${vars.space.xs} ${vars.space.xs}`,
  marginLeft: `calc(-1 * ${vars.space.xs})`,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
  cursor: 'pointer',
  ':hover': { color: vars.color.text.primary },
  ':focus-visible': focusRing,
});

export const chevron = style({
  display: 'inline-flex',
  fontSize: 16,
  transition: `transform ${vars.duration.rowExpand} ease`,
  selectors: { [`${trigger}[data-state="open"] &`]: { transform: 'rotate(180deg)' } },
});

export const content = style({
  overflow: 'hidden',
  selectors: {
    '&[data-state="open"]': { animation: `${open} ${vars.duration.rowExpand} ease-out` },
    '&[data-state="closed"]': { animation: `${close} ${vars.duration.rowExpand} ease-out` },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none !important' } },
});

export const inner = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingTop: vars.space.sm,
});
