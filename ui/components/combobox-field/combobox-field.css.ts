import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const toggle = style({
  all: 'unset',
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  color: vars.color.text.muted,
  fontSize: 16,
  cursor: 'pointer',
  selectors: { '&:disabled': { cursor: 'not-allowed' } },
});

/**
 * Portalled and placed by Radix: as wide as the input, never taller than the room the viewport leaves
 * on the side it opens to, above dialogs (the dropdown layer sits over the modal one).
 */
export const popup = style({
  width: 'var(--radix-popover-trigger-width)',
  maxHeight: 'min(var(--radix-popover-content-available-height), 320px)',
  display: 'flex',
  flexDirection: 'column',
  boxSizing: 'border-box',
  zIndex: vars.zIndex.dropdown,
  background: vars.color.surface.raised,
  border: `1px solid ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.md,
  overflow: 'hidden',
});

export const listbox = style({
  listStyle: 'none',
  margin: 0,
  padding: vars.space.xxs,
  maxHeight: 240,
  minHeight: 0,
  flex: '1 1 auto',
  overflowY: 'auto',
  overscrollBehavior: 'contain',
});

export const option = style({
  display: 'flex',
  flexDirection: 'column',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  fontSize: vars.font.size.md,
  color: vars.color.text.primary,
  selectors: {
    '&[data-active]': { background: vars.color.surface.hover },
    '&[aria-selected="true"]': {
      background: vars.color.surface.selected,
      fontWeight: vars.font.weight.medium,
    },
  },
});

// Secondary, not muted: muted grey falls under 4.5:1 on the hovered and selected backgrounds.
export const optionDescription = style({ fontSize: vars.font.size.xs, color: vars.color.text.secondary });

export const footer = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: `${vars.space.xs} ${vars.space.sm}`,
  flex: 'none',
  borderTop: `1px solid ${vars.color.border.subtle}`,
  fontSize: vars.font.size.sm,
  color: vars.color.text.muted,
  selectors: { '&:empty': { display: 'none' } },
});

export const more = style({
  all: 'unset',
  cursor: 'pointer',
  color: vars.color.text.link,
  fontWeight: vars.font.weight.medium,
  ':hover': { textDecoration: 'underline' },
});
