import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

export const title = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  flexWrap: 'wrap',
});

/** Spec 2 §2: the header title is at most 500 px wide. */
export const titleText = style({
  maxWidth: 500,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const stamps = style({ display: 'inline-flex', flexWrap: 'wrap', gap: vars.space.md });
