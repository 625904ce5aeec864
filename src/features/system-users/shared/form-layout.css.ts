import { style } from '@vanilla-extract/css';

// The admin area's forms lay out as every edit form does, their fields two abreast.
export { form, hint, wideGrid as grid } from '../../../shared/forms/form-layout.css';

/** A page's column may shrink below its widest field (with `<Stack gap="lg">`). */
export const page = style({ minWidth: 0 });
