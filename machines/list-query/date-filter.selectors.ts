import type { SnapshotFrom } from 'xstate';
import type { dateFilterMachine } from './date-filter.machine';
import { dateFilterLabel, type DatePreset } from './list-dates';

export type DateFilterSnapshot = SnapshotFrom<typeof dateFilterMachine>;

export const selectDateFilterOpen = (s: DateFilterSnapshot) => s.matches('open');
/** Which picker shows: one date, two, or none (the preset menu). */
export const selectPicker = (s: DateFilterSnapshot): 'specificDate' | 'dateRange' | null =>
  s.matches({ open: 'specificDate' })
    ? 'specificDate'
    : s.matches({ open: 'dateRange' })
      ? 'dateRange'
      : null;
export const selectDraftStart = (s: DateFilterSnapshot) => s.context.draftStart;
export const selectDraftEnd = (s: DateFilterSnapshot) => s.context.draftEnd;
/** OK is enabled once one date, or two for a range, is chosen (spec 1 §4). */
export const selectCanConfirm = (s: DateFilterSnapshot) => s.can({ type: 'dateFilter.confirmed' });
export const selectAppliedPreset = (s: DateFilterSnapshot): DatePreset | null =>
  s.context.value?.preset ?? null;
export const selectDateFilterLabel = (s: DateFilterSnapshot) => dateFilterLabel(s.context.value);
export const selectIsDateFiltered = (s: DateFilterSnapshot) => s.context.value !== null;
