import { vars } from './theme.css';

/** One visible focus treatment for every interactive element, keyboard focus only. */
export const focusRing = {
  outline: `2px solid ${vars.color.border.focus}`,
  outlineOffset: '2px',
} as const;
