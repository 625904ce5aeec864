/**
 * Meaning-names for status colours, shared by order, load and customer statuses, so the UI keeps one chip
 * recipe and picks colours from tokens named after these meanings (STYLE.md), never after a hue.
 * The spec's hue for each is beside it.
 */
export const statusTones = [
  'neutral', // brown: nothing is happening yet, or nothing will (Intake, Open, Cancelled)
  'scheduled', // teal: arranged, waiting its turn (Planned, Booked; customer COD Only)
  'moving', // amber: under way (In Transit, Consolidating; customer Pending Approval)
  'done', // green: in good order or arrived (Staged, Consolidated, Delivered; customer Good Standing)
  'attention', // red: someone must act (On Hold, Issue; customer Suspended)
] as const;
export type StatusTone = (typeof statusTones)[number];

/** How a status chip is drawn: its tone and whether it is outlined rather than filled. */
export type StatusLook = { readonly tone: StatusTone; readonly outlined: boolean };
