import { style } from '@vanilla-extract/css';
import { vars } from '#ui/theme/theme.css';

// Padding and gap come from Stack's props.
export const page = style({
  minHeight: '100vh',
  background: vars.color.surface.page,
  color: vars.color.text.primary,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(180px, 220px) minmax(0, 1fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  '@media': { 'screen and (max-width: 900px)': { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const machineList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
});

export const machineButton = style({
  width: '100%',
  textAlign: 'left',
  border: `1px solid transparent`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  padding: `${vars.space.sm} ${vars.space.md}`,
  font: 'inherit',
  color: vars.color.text.primary,
  cursor: 'pointer',
  display: 'grid',
  gap: vars.space.xxs,
  selectors: {
    '&:hover': { background: vars.color.surface.hover },
    '&[aria-current="true"]': {
      background: vars.color.surface.selected,
      borderColor: vars.color.accent.solid,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 1 },
  },
});

export const machineId = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  color: vars.color.text.secondary,
});

export const main = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const heading = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
});
export const description = style({ margin: 0, color: vars.color.text.secondary });

// The diagram takes the full width; the panels sit under it, side by side where there is room.
export const workbench = style({ display: 'grid', gap: vars.space.md, minWidth: 0 });

export const side = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(280px, 1fr))',
  gap: vars.space.md,
  alignItems: 'start',
  minWidth: 0,
});

export const mono = style({ fontFamily: vars.font.family.mono, fontSize: vars.font.size.xs });

export const pre = style({
  margin: 0,
  maxHeight: 280,
  overflow: 'auto',
  padding: vars.space.sm,
  background: vars.color.surface.sunken,
  borderRadius: vars.radius.md,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-word',
});

export const history = style({
  margin: 0,
  paddingLeft: vars.space.xl,
  maxHeight: 220,
  overflow: 'auto',
  fontSize: vars.font.size.sm,
  display: 'grid',
  gap: vars.space.xxs,
});

export const currentStep = style({ fontWeight: vars.font.weight.semibold, color: vars.color.accent.text });

export const check = style({ margin: 0, fontSize: vars.font.size.sm });
export const checkFailed = style({ color: vars.color.alert.error.text });
export const checkPassed = style({ color: vars.color.alert.success.text });

export const table = style({
  width: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  background: vars.color.surface.raised,
});

export const cell = style({
  textAlign: 'left',
  verticalAlign: 'top',
  padding: `${vars.space.xs} ${vars.space.sm}`,
  borderBottom: `1px solid ${vars.color.border.subtle}`,
});

export const tableWrap = style({
  maxHeight: 360,
  overflow: 'auto',
  border: `1px solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
});

export const change = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
  wordBreak: 'break-word',
});

export const changes = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  display: 'grid',
  gap: vars.space.xxs,
});

export const liveList = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  display: 'grid',
  gap: vars.space.xxs,
  maxHeight: 260,
  overflow: 'auto',
});

export const sessions = style({ display: 'grid', gap: vars.space.md });
export const session = style({ display: 'grid', gap: vars.space.xs });
export const sessionHead = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});
export const sessionTitle = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

// Whole event names: a long payload wraps inside its button instead of being cut.
export const eventButton = style({
  whiteSpace: 'normal',
  overflowWrap: 'anywhere',
  textAlign: 'left',
  height: 'auto',
  minHeight: 28,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xs,
});

export const deepLink = style({ color: vars.color.text.link, fontSize: vars.font.size.sm });

export const dropZone = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.md,
  border: `2px dashed ${vars.color.border.default}`,
  borderRadius: vars.radius.md,
});
export const fileLabel = style({ display: 'grid', gap: vars.space.xxs, fontWeight: vars.font.weight.medium });

// A step number or line that goes to that step.
export const rowButton = style({
  border: 'none',
  background: 'transparent',
  padding: 0,
  font: 'inherit',
  color: 'inherit',
  textAlign: 'left',
  cursor: 'pointer',
  textDecoration: 'underline',
  selectors: { '&:focus-visible': { outline: `2px solid ${vars.color.border.focus}`, outlineOffset: 1 } },
});
export const currentRow = style({ background: vars.color.surface.selected });
