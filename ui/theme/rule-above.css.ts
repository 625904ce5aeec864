import { vars } from './theme.css';

/**
 * A part set off from what is above it by a subtle rule: a footer, a list under its field, a section of a
 * panel. Spread into a style: `style({ ...ruleAbove, display: 'flex' })`.
 */
export const ruleAbove = {
  paddingTop: vars.space.sm,
  borderTop: `1px solid ${vars.color.border.subtle}`,
} as const;
