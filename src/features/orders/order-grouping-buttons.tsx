import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { orderGroupingMachine } from '../../../machines/order-grouping/order-grouping.machine';
import * as select from '../../../machines/order-grouping/order-grouping.selectors';
import { Button } from '../../../ui/components/button/button';

/** Group (2 or more selected) and Ungroup (1 or more), spec 2 §4; driven by the order grouping machine. */
export function OrderGroupingButtons(props: {
  actor: ActorRefFrom<typeof orderGroupingMachine>;
  selectedIds: readonly number[];
}) {
  const { actor, selectedIds } = props;
  const canGroup = useSelector(actor, select.selectCanGroup(selectedIds));
  const canUngroup = useSelector(actor, select.selectCanUngroup(selectedIds));
  const grouping = useSelector(actor, select.selectIsGrouping);
  const ungrouping = useSelector(actor, select.selectIsUngrouping);
  return (
    <>
      <Button
        variant="secondary"
        disabled={!canGroup}
        loading={grouping}
        onClick={() => actor.send({ type: 'orders.groupRequested', ids: [...selectedIds] })}
      >
        Group
      </Button>
      <Button
        variant="secondary"
        disabled={!canUngroup}
        loading={ungrouping}
        onClick={() => actor.send({ type: 'orders.ungroupRequested', ids: [...selectedIds] })}
      >
        Ungroup
      </Button>
    </>
  );
}
