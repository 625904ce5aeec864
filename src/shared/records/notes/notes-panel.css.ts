import { style } from '@vanilla-extract/css';

/** Spec 2 §9: the notes area is at most 550 px high by default. */
export const noteList = style({ maxHeight: 550 });
