import { focusRing } from './focus-ring';
import { vars } from './theme.css';

/**
 * The 16 px box a checkbox or a radio draws beside its label, level with the label's first line; each adds
 * its corners and its checked look. Spread first into a style (it starts with `all: 'unset'`).
 */
export const controlBox = {
  all: 'unset',
  flexShrink: 0,
  width: 16,
  height: 16,
  marginTop: 2,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  border: `1px solid ${vars.color.border.strong}`,
  background: vars.color.surface.raised,
  cursor: 'pointer',
  ':focus-visible': focusRing,
} as const;
