import { Button } from '#ui/components/button/button';
import type { OrderGroupingState } from './use-orders-controller';

/** Group (2 or more selected) and Ungroup (1 or more), spec 2 §4, as the order grouping machine allows. */
export function OrderGroupingButtons(
  props: OrderGroupingState & { onGroup: () => void; onUngroup: () => void },
) {
  return (
    <>
      <Button variant="secondary" disabled={!props.canGroup} loading={props.grouping} onClick={props.onGroup}>
        Group
      </Button>
      <Button
        variant="secondary"
        disabled={!props.canUngroup}
        loading={props.ungrouping}
        onClick={props.onUngroup}
      >
        Ungroup
      </Button>
    </>
  );
}
