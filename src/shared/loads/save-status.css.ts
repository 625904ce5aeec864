import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

/** The save status beside the stops (the journey's, the load page's): quiet when saved, accented while work is under way or failed. */
export const saveState = styleVariants({
  Saved: { color: vars.color.text.secondary },
  Unsaved: { color: vars.color.alert.warning.text },
  Saving: { color: vars.color.accent.solid },
  SaveFailed: { color: vars.color.alert.error.text, fontWeight: vars.font.weight.semibold },
});
export const saveLine = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  fontSize: vars.font.size.sm,
});
