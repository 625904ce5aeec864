import { keyframes, style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

// Both strokes use pathLength=1, so a dash offset of 1 hides a stroke and 0 draws it in full.
const draw = keyframes({ from: { strokeDashoffset: 1 }, to: { strokeDashoffset: 0 } });
const pop = keyframes({
  '0%': { transform: 'scale(0.6)', opacity: 0 },
  '60%': { transform: 'scale(1.08)', opacity: 1 },
  '100%': { transform: 'scale(1)', opacity: 1 },
});

const stillForReducedMotion = {
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none', strokeDashoffset: 0 } },
} as const;

/** Centred text under the badge; the column and its gap come from Stack. */
export const body = style({ textAlign: 'center' });

export const badge = style({
  width: 88,
  height: 88,
  color: vars.color.alert.success.solid,
  animation: `${pop} 450ms ease-out both`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  strokeDasharray: 1,
  strokeDashoffset: 0,
} as const;

export const circle = style({
  ...stroke,
  strokeWidth: 2.5,
  animation: `${draw} 600ms ease-in-out both`,
  ...stillForReducedMotion,
});

export const check = style({
  ...stroke,
  strokeWidth: 4,
  animation: `${draw} 350ms 550ms ease-out both`,
  ...stillForReducedMotion,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.text.primary,
});
