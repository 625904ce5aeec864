import { style } from '@vanilla-extract/css';
import { focusRing } from '../../../ui/theme/focus-ring';
import { vars } from '../../../ui/theme/theme.css';

// Direction, gap and padding come from Stack's props.
export const page = style({ minHeight: '100vh' });

export const brand = style({
  display: 'flex',
  height: '100%',
  borderRadius: vars.radius.md,
  ':focus-visible': focusRing,
});

export const main = style({ flex: 1 });
