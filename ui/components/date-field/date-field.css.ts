import { style } from '@vanilla-extract/css';
import * as f from '../field/field.css';

/** The field's bordered box and its input, as every text field has them; the browser draws the picker. */
export const shell = style([f.shell]);
export const input = style([f.control]);
