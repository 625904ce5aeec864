import { createGlobalTheme, createTheme, createThemeContract } from '@vanilla-extract/css';
import {
  duration,
  fontFamily,
  fontSize,
  fontWeight,
  lineHeight,
  palette as p,
  radius,
  shadow,
  space,
  zIndex,
} from './tokens';

const px = <K extends string>(scale: Record<K, number>) =>
  Object.fromEntries(Object.entries(scale).map(([k, v]) => [k, `${v as number}px`])) as Record<K, string>;
const str = <K extends string>(scale: Record<K, number>, unit = '') =>
  Object.fromEntries(Object.entries(scale).map(([k, v]) => [k, `${v as number}${unit}`])) as Record<
    K,
    string
  >;

/** A tone: a tinted surface, readable text on it, a border, and a solid fill for icons and bars. */
const tone = (surface: string, text: string, border: string, solid: string) => ({
  surface,
  text,
  border,
  solid,
});

const light = {
  color: {
    text: {
      primary: p.gray900,
      secondary: p.gray600,
      muted: p.gray500,
      disabled: p.gray400,
      inverse: p.white,
      link: p.blue700,
    },
    surface: {
      page: p.gray50,
      raised: p.white,
      sunken: p.gray100,
      hover: p.gray100,
      selected: p.blue50,
      inverse: p.gray900,
      overlay: 'rgba(17, 23, 34, 0.45)',
    },
    border: { subtle: p.gray200, default: p.gray300, strong: p.gray400, focus: p.blue600 },
    accent: { solid: p.blue600, hover: p.blue700, active: p.blue800, subtle: p.blue50, text: p.blue700 },
    alert: {
      primary: tone(p.blue50, p.blue800, p.blue300, p.blue600),
      info: tone(p.sky50, p.sky700, p.sky200, p.sky600),
      success: tone(p.green50, p.green700, p.green200, p.green600),
      warning: tone(p.amber50, p.amber700, p.amber200, p.amber600),
      error: tone(p.red50, p.red700, p.red200, p.red600),
    },
    status: {
      neutral: tone(p.brown50, p.brown700, p.brown200, p.brown600),
      scheduled: tone(p.teal50, p.teal700, p.teal200, p.teal600),
      moving: tone(p.amber50, p.amber700, p.amber200, p.amber600),
      done: tone(p.green50, p.green700, p.green200, p.green600),
      attention: tone(p.red50, p.red700, p.red200, p.red600),
    },
  },
  space: px(space),
  radius: px(radius),
  font: {
    family: fontFamily,
    size: px(fontSize),
    weight: str(fontWeight),
    lineHeight: str(lineHeight),
  },
  shadow,
  zIndex: str(zIndex),
  duration: str(duration, 'ms'),
};

/** The one contract. Every theme implements it; components read only `vars`. */
export const vars = createThemeContract(light);

/** Scoped light theme, for a subtree or a future second theme to sit beside. */
export const lightTheme = createTheme(vars, light);

// Also on :root, so Radix portals (dialogs, menus, toasts mounted on <body>) get tokens with no wrapper.
createGlobalTheme(':root', vars, light);
