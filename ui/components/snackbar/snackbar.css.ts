import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

const enter = keyframes({
  from: { opacity: 0, transform: 'translateY(8px)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});

export const region = style({
  position: 'fixed',
  left: '50%',
  bottom: vars.space.xl,
  transform: 'translateX(-50%)',
  zIndex: vars.zIndex.toast,
  width: 'max-content',
  maxWidth: `calc(100vw - 2 * ${vars.space.lg})`,
  pointerEvents: 'none',
});

export const snackbar = style({
  pointerEvents: 'auto',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minWidth: 320,
  maxWidth: 560,
  padding: `${vars.space.sm} ${vars.space.sm} ${vars.space.sm} ${vars.space.lg}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  boxShadow: vars.shadow.lg,
  fontSize: vars.font.size.md,
  animation: `${enter} ${vars.duration.normal} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

export const icon = style({ display: 'inline-flex', fontSize: 18 });
// On the dark surface the light tint of each alert tone reads best.
export const severity = styleVariants(
  { info: 'info', success: 'success', warning: 'warning', error: 'error' } as const,
  (tone) => ({ color: vars.color.alert[tone].border }),
);
export const text = style({ flex: 1 });
export const close = style({
  background: 'transparent',
  border: 0,
  color: 'inherit',
  fontWeight: vars.font.weight.semibold,
  selectors: { '&:hover:not(:disabled)': { background: 'rgba(255, 255, 255, 0.12)', color: 'inherit' } },
});
