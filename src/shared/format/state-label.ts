import { stateById } from '#contract/geography';

// Its own module, not list-format's: the table of states stays out of the list kit every list loads,
// the orders list's included (issue #26, decision 090).
/** A state's full name from its id (the id lists' order of spec 2 §9); nothing when unset or unknown. */
export const stateLabel = (refStateId: number | null | undefined): string =>
  stateById(refStateId)?.name ?? '';
