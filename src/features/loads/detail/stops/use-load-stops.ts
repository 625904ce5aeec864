import { useSelector } from '@xstate/react';
import { useState } from 'react';
import type { LoadStop } from '#contract/load';
import { outOfSequenceMessage } from '#contract/load-requests';
import * as form from '#machines/edit-form/edit-form.selectors';
import { outOfSequenceOrderIds } from '#domain/stop-sequencing';
import { answered } from '../../../../app/answered';
import { useRuntime } from '../../../../app/runtime-context';
import { useCommand } from '../../../../app/use-command';
import type { LoadPageBinding } from '../use-load-page';
import { moveStop, withStopChecked } from '../../../../shared/loads/stops/stop-order';
import { loadStopChecks } from './load-stop-checks';

/**
 * The stop cards of the Details tab: check-offs go into the load form (saved with it), a reorder is saved
 * at once by setOrderingOfLoadStops (so it waits until the form has no unsaved changes), and an order
 * whose delivery would come before its pickup is refused here with the spec's sentence before any call.
 */
export function useLoadStops({
  loadId,
  form: actor,
  stops,
  legs,
  access,
  header,
  recordChanged,
}: LoadPageBinding) {
  const { services } = useRuntime();
  const dirty = useSelector(actor, form.selectIsDirty);
  const editable = useSelector(actor, form.selectIsEditable);
  const checks = loadStopChecks({ loadId, stops, statusId: header.statusId, legs });
  // Which card is being dragged and over which one: pointer state of the view, not workflow.
  const [dragFrom, setDragFrom] = useState<number | null>(null);
  const [dragOver, setDragOver] = useState<number | null>(null);

  const reorder = useCommand<LoadStop[], unknown>({
    run: async (ordered, signal) => {
      if (outOfSequenceOrderIds(ordered).length > 0) throw new Error(outOfSequenceMessage);
      const pristine = form.selectPristine(actor.getSnapshot());
      return answered(
        await services.loadsApi.setOrderingOfLoadStops({ ...pristine, loadId, loadStops: ordered }, signal),
      );
    },
    onDone: () => recordChanged(),
  });
  const move = (from: number, to: number) => reorder.start(moveStop(stops, from, to));
  const mayReorder = access.mayEditLoad;
  const reorderEnabled = mayReorder && editable && !dirty && !reorder.busy;

  return {
    stops,
    outOfSequence: outOfSequenceOrderIds(stops).length > 0,
    reorderError: reorder.error,
    dismissReorderError: reorder.dismiss,
    reorderHint: mayReorder && dirty ? 'Save or reset your changes to reorder the stops.' : null,
    cards: stops.map((stop, index) => ({
      stop,
      number: index + 1,
      total: stops.length,
      check: editable ? checks[index]! : { enabled: false, reason: null },
      mayCheck: access.mayEditStops,
      onCheck: (checked: boolean) =>
        actor.send({
          type: 'field.changed',
          field: 'loadStops',
          value: withStopChecked(stops, index, checked, new Date().toISOString()),
        }),
      reorder: mayReorder ? { enabled: reorderEnabled, onMove: (to: number) => move(index, to) } : null,
      drag: {
        dragging: dragFrom === index,
        target: dragOver === index && dragFrom !== null && dragFrom !== index,
        onDragStart: () => setDragFrom(index),
        onDragOver: (e: { preventDefault: () => void }) => {
          if (dragFrom === null) return;
          e.preventDefault();
          setDragOver(index);
        },
        onDrop: () => {
          if (dragFrom !== null && reorderEnabled) move(dragFrom, index);
          setDragFrom(null);
          setDragOver(null);
        },
        onDragEnd: () => {
          setDragFrom(null);
          setDragOver(null);
        },
      },
    })),
  };
}

export type LoadStopsBinding = ReturnType<typeof useLoadStops>;
