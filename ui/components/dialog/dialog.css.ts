import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.98)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const reduced = { '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } } };

export const overlay = style({
  position: 'fixed',
  inset: 0,
  background: vars.color.surface.overlay,
  zIndex: vars.zIndex.overlay,
  animation: `${fadeIn} ${vars.duration.normal} ease-out`,
  ...reduced,
});

/** Width comes from the component as max-width; this keeps it inside small screens. */
export const content = style({
  position: 'fixed',
  top: '50%',
  left: '50%',
  transform: 'translate(-50%, -50%)',
  zIndex: vars.zIndex.modal,
  width: `calc(100vw - 2 * ${vars.space.lg})`,
  maxHeight: `calc(100vh - 2 * ${vars.space.xxl})`,
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface.raised,
  borderRadius: vars.radius.xl,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  animation: `${popIn} ${vars.duration.normal} ease-out`,
  ...reduced,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.md,
  padding: `${vars.space.lg} ${vars.space.lg} 0 ${vars.space.xl}`,
});
export const title = style({
  flex: 1,
  paddingTop: vars.space.xs,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
export const description = style({
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.normal,
});
export const body = style({
  padding: `${vars.space.md} ${vars.space.xl} ${vars.space.xl}`,
  overflowY: 'auto',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});
export const footer = style({
  display: 'flex',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  padding: `${vars.space.md} ${vars.space.xl}`,
  borderTop: `1px solid ${vars.color.border.subtle}`,
  background: vars.color.surface.page,
  borderBottomLeftRadius: vars.radius.xl,
  borderBottomRightRadius: vars.radius.xl,
});
