// Plain design data. Nothing here knows about CSS variables; theme.css.ts maps it onto the contract.

export const palette = {
  white: '#ffffff',
  gray25: '#fbfcfd',
  gray50: '#f6f7f9',
  gray100: '#eef0f3',
  gray200: '#e2e5ea',
  gray300: '#cdd2da',
  gray400: '#98a1b0',
  gray500: '#667085',
  gray600: '#4a5466',
  gray700: '#343c4a',
  gray800: '#1f2633',
  gray900: '#111722',
  blue50: '#eef3ff',
  blue100: '#dce6ff',
  blue300: '#a3baf5',
  blue600: '#2f5bd8',
  blue700: '#2449b3',
  blue800: '#1c3a8f',
  sky50: '#edf7fc',
  sky200: '#b6def2',
  sky600: '#0b7bad',
  sky700: '#0a6690',
  teal50: '#edfaf7',
  teal200: '#a6e6d8',
  teal600: '#0e8a7a',
  teal700: '#0d6b60',
  green50: '#edf9f1',
  green200: '#b2e5c4',
  green600: '#138a4c',
  green700: '#0f6e3d',
  amber50: '#fff8e8',
  amber200: '#f8dc9a',
  amber600: '#c26a04',
  amber700: '#9a4f06',
  red50: '#fef2f1',
  red200: '#f7c6c1',
  red600: '#cf3224',
  red700: '#ab2419',
  brown50: '#f8f3ee',
  brown200: '#e2d2c2',
  brown600: '#8c6239',
  brown700: '#6f4b2a',
} as const;

/** 4 px grid. Keys are used by sprinkles and recipes. */
export const space = {
  none: 0,
  xxs: 2,
  xs: 4,
  sm: 8,
  md: 12,
  lg: 16,
  xl: 24,
  xxl: 32,
  xxxl: 48,
} as const;

export const radius = { none: 0, sm: 4, md: 6, lg: 8, xl: 12, full: 9999 } as const;

export const fontFamily = {
  body: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  mono: 'ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", monospace',
} as const;

export const fontSize = { xs: 12, sm: 13, md: 14, lg: 16, xl: 20, xxl: 24 } as const;
export const fontWeight = { regular: 400, medium: 500, semibold: 600, bold: 700 } as const;
export const lineHeight = { tight: 1.25, normal: 1.5 } as const;

export const shadow = {
  sm: '0 1px 2px rgba(17, 23, 34, 0.06)',
  md: '0 2px 4px rgba(17, 23, 34, 0.06), 0 4px 12px rgba(17, 23, 34, 0.08)',
  lg: '0 8px 24px rgba(17, 23, 34, 0.12), 0 2px 6px rgba(17, 23, 34, 0.06)',
} as const;

export const zIndex = {
  base: 0,
  sticky: 100,
  navBar: 200,
  overlay: 1100,
  modal: 1200,
  // Menus, pickers and combobox lists open from inside dialogs too (the note menu in Order Notes), so
  // they sit above the modal; a modal blocks the page, so nothing under it opens one.
  dropdown: 1250,
  toast: 1300,
  tooltip: 1400,
} as const;

/** Milliseconds. rowExpand and alertDismiss come from the spec. */
export const duration = { fast: 120, normal: 200, alertDismiss: 200, rowExpand: 275 } as const;

export const alertTones = ['primary', 'info', 'success', 'warning', 'error'] as const;
export type AlertTone = (typeof alertTones)[number];

/** Order, load and customer statuses map onto these meanings (brown, teal, amber, green, red). */
export const statusTones = ['neutral', 'scheduled', 'moving', 'done', 'attention'] as const;
export type StatusTone = (typeof statusTones)[number];
