import { globalStyle } from '@vanilla-extract/css';
import { vars } from './theme.css';

// Import once from the app entry (src/main.tsx) so :root carries the tokens and the page gets its base.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });

globalStyle('html, body', { margin: 0, padding: 0 });

globalStyle('body', {
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.primary,
  background: vars.color.surface.page,
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
  textRendering: 'optimizeLegibility',
});

globalStyle('h1, h2, h3, h4, p', { margin: 0 });

globalStyle('button, input, select, textarea', { font: 'inherit', color: 'inherit' });

globalStyle('code, kbd, pre', { fontFamily: vars.font.family.mono });

// Less motion when asked; each animation (spinner, expand) decides its own reduced form.
globalStyle('*, *::before, *::after', {
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0ms !important' } },
});
