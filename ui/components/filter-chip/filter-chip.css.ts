import { style } from '@vanilla-extract/css';
import { focusRing } from '#ui/theme/focus-ring';
import { vars } from '#ui/theme/theme.css';

export const chip = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  maxWidth: '100%',
  minHeight: 28,
  paddingInlineStart: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.alert.primary.border}`,
  background: vars.color.accent.subtle,
  color: vars.color.accent.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const text = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const remove = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flex: 'none',
  width: 28,
  height: 28,
  padding: 0,
  border: 0,
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ':focus-visible': focusRing,
  selectors: { '&:hover': { background: vars.color.surface.hover } },
});
