import type { SnapshotFrom } from 'xstate';
import type { orderGroupingMachine } from './order-grouping.machine';

export type OrderGroupingSnapshot = SnapshotFrom<typeof orderGroupingMachine>;

/** A group or ungroup call is under way: both buttons wait. */
export const selectIsBusy = (s: OrderGroupingSnapshot) => s.hasTag('busy');
export const selectIsGrouping = (s: OrderGroupingSnapshot) => s.matches('grouping');
export const selectIsUngrouping = (s: OrderGroupingSnapshot) => s.matches('ungrouping');

/** Group is enabled for at least 2 selected orders while nothing else is under way. */
export const selectCanGroup = (ids: readonly number[]) => (s: OrderGroupingSnapshot) =>
  s.can({ type: 'orders.groupRequested', ids: [...ids] });
/** Ungroup is enabled for at least 1 selected order while nothing else is under way. */
export const selectCanUngroup = (ids: readonly number[]) => (s: OrderGroupingSnapshot) =>
  s.can({ type: 'orders.ungroupRequested', ids: [...ids] });
