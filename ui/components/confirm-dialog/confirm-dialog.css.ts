import { styleVariants } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

type Color = 'error' | 'warning' | 'info' | 'success';
const colors = {
  error: 'error',
  warning: 'warning',
  info: 'info',
  success: 'success',
} as const satisfies Record<Color, Color>;

export const icon = styleVariants(colors, (c) => ({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
  width: 36,
  height: 36,
  borderRadius: vars.radius.full,
  fontSize: 20,
  background: vars.color.alert[c].surface,
  color: vars.color.alert[c].solid,
}));

/** The confirm button takes the dialog's colour. */
export const confirm = styleVariants(colors, (c) => ({
  background: vars.color.alert[c].solid,
  borderColor: vars.color.alert[c].solid,
  selectors: {
    '&:hover:not(:disabled)': { background: vars.color.alert[c].text, borderColor: vars.color.alert[c].text },
  },
}));
