import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '#ui/theme/focus-ring';
import { vars } from '#ui/theme/theme.css';

/** Text that acts as a link: for buttons that look like links, and for anchors (a router's Link). */
export const textLink = recipe({
  base: {
    display: 'inline',
    padding: 0,
    border: 0,
    background: 'none',
    font: 'inherit',
    textAlign: 'start',
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    textUnderlineOffset: '2px',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    ':hover': { textDecoration: 'underline' },
    ':focus-visible': focusRing,
    ':disabled': { cursor: 'not-allowed', color: vars.color.text.disabled, textDecoration: 'none' },
  },
  variants: {
    tone: {
      accent: { color: vars.color.text.link },
      muted: { color: vars.color.text.secondary, ':hover': { color: vars.color.text.primary } },
    },
  },
  defaultVariants: { tone: 'accent' },
});
