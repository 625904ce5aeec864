import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { LoadStop } from '#contract/load';
import type { JourneyEdit, OrderJourney } from '#machines/order-journey/journey-edits';
import {
  orderJourneyMachine,
  type ConfirmLeaveInput,
  type OrderJourneyEvent,
  type SaveEditsInput,
} from '#machines/order-journey/order-journey.machine';
import { selectBlocksLeaving, selectJourneyView } from '#machines/order-journey/order-journey.selectors';
import { fromCall } from '../../../../app/from-call';
import { useRuntime } from '../../../../app/runtime-context';
import { useLeaveGuard } from '../../../../app/use-leave-guard';
import { loadAccessOf } from '../../../../shared/loads/load-access';
import { fetchOrderJourney, saveJourneyEdits } from './journey-calls';

/** The prompt before leaving with edits the server does not have yet. */
export const leavePrompt = (unsaved: number) =>
  ({
    title: 'Leave the journey?',
    message: `${unsaved} change(s) to this order's journey are not saved yet. Leave and lose them?`,
    confirmText: 'Leave',
    cancelText: 'Stay',
    color: 'warning',
  }) as const;

/**
 * The Order Journey tab's wiring: the order-journey machine reads the order's loads (itinerary, then each
 * load whole), saves the edits people make through the same calls as the load page (journey-calls.ts),
 * asks before a navigation would lose unsaved edits, and hears every mouse release (a selected order is
 * cleared on the next one unless a save is in progress, spec 2 §4).
 */
export function useOrderJourney(orderId: number, onSaved: () => void) {
  const runtime = useRuntime();
  const { services } = runtime;
  const access = useMemo(() => loadAccessOf(services), [services]);
  const guard = useLeaveGuard();
  const saved = useRef(onSaved);
  saved.current = onSaved;
  const actor = useActorRef(
    orderJourneyMachine.provide({
      actors: {
        fetchJourney: fromCall<OrderJourney, { orderId: number }>(({ input, signal }) =>
          fetchOrderJourney(services, input.orderId, signal),
        ),
        saveEdits: fromCall<OrderJourney, SaveEditsInput>(({ input, signal }) =>
          saveJourneyEdits(services, input, signal),
        ),
        confirmLeave: fromCall<boolean, ConfirmLeaveInput>(({ input }) =>
          runtime.confirm(leavePrompt(input.unsaved)),
        ),
      },
      actions: {
        leave: (_, { to }) => guard.leave(to),
        // The order's statuses moved with the loads': the page reads its header again.
        journeySaved: () => saved.current(),
      },
    }),
    { input: { orderId }, inspect: runtime.inspect },
  );

  guard.bind(
    () => selectBlocksLeaving(actor.getSnapshot()),
    (to) => actor.send({ type: 'journey.leave', to }),
  );
  useEffect(() => {
    const released = () => actor.send({ type: 'pointer.released' });
    document.addEventListener('pointerup', released);
    return () => document.removeEventListener('pointerup', released);
  }, [actor]);

  const view = useSelector(actor, selectJourneyView, shallowEqual);
  /** The stop modal while the journey has it open (its child actor). */
  const stopModal = useSelector(actor, (snapshot) => snapshot.children.stopModal);
  const send = (event: OrderJourneyEvent) => actor.send(event);
  const edit = (e: JourneyEdit) => send({ type: 'journey.edited', edit: e });
  return {
    orderId,
    access,
    view,
    send,
    edit,
    stopModal,
    /** A stop's check box: ticking stamps now, unticking clears (spec 2 §4). */
    check: (loadId: number, stop: LoadStop, checked: boolean) =>
      edit({
        kind: 'stopChecked',
        loadId,
        loadStopId: stop.loadStopId,
        checked,
        at: new Date().toISOString(),
      }),
  };
}

export type OrderJourneyBinding = ReturnType<typeof useOrderJourney>;
