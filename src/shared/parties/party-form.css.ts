import { style } from '@vanilla-extract/css';

// The parties' forms and dialogs lay out as every edit form does.
export { form, grid, hint, wide } from '../forms/form-layout.css';

/** A record page's column may shrink below its widest field (with `<Stack gap="lg">`). */
export const page = style({ minWidth: 0 });
