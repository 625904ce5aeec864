import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef } from 'react';
import type { LoadStop } from '#contract/load';
import type { ConfirmOptions } from '#machines/confirm/confirm.machine';
import type { JourneyEdit, OrderJourney } from '#machines/order-journey/journey-edits';
import {
  orderJourneyMachine,
  type ConfirmLeaveInput,
  type OrderJourneyEvent,
  type SaveEditsInput,
} from '#machines/order-journey/order-journey.machine';
import { selectBlocksLeaving, selectJourneyView } from '#machines/order-journey/order-journey.selectors';
import { fromCall } from '../../app/from-call';
import { useRuntime } from '../../app/runtime-context';
import type { Services } from '../../app/services';
import { useLeaveGuard } from '../../app/use-leave-guard';
import { loadAccessOf } from './load-access';

/** The prompt before leaving with `unsaved` stop edits the server does not have yet, of `what`. */
export const unsavedStopsPrompt = (title: string, what: string) => (unsaved: number) =>
  ({
    title,
    message: `${unsaved} change(s) to ${what} are not saved yet. Leave and lose them?`,
    confirmText: 'Leave',
    cancelText: 'Stay',
    color: 'warning',
  }) as const;

export interface StopJourneyOptions {
  /** The order whose journey it is; 0 on the load page, whose journey is its one load. */
  orderId: number;
  fetchJourney: (services: Services, signal: AbortSignal) => Promise<OrderJourney>;
  saveEdits: (services: Services, input: SaveEditsInput, signal: AbortSignal) => Promise<OrderJourney>;
  /** The prompt before leaving with unsaved edits. */
  leavePrompt: (unsaved: number) => ConfirmOptions;
  /** After each save, with the server's journey (refresh what the page shows beside it). */
  onSaved: (journey: OrderJourney) => void;
  /** The success text of a saved batch; default the stop modal's 'Load #{id} saved successfully.' (spec 2 §2). */
  savedText?: (input: SaveEditsInput) => string | null;
}

/** 'Load #{id} saved successfully.' for each load whose stop modal was saved in the batch, else nothing. */
export const stopModalSavedText = ({ edits }: SaveEditsInput): string | null => {
  const loadIds = [...new Set(edits.filter((e) => e.kind === 'stopsEdited').map((e) => e.loadId))];
  return loadIds.length ? loadIds.map((id) => `Load #${id} saved successfully.`).join(' ') : null;
};

/**
 * One way to check a stop off (decision 064): the order-journey machine behind every place stops are
 * edited, the Order Journey tab and the load page. A tick, a reorder or the stop modal's Save is an edit,
 * shown at once and saved 500 ms later through the load calls (journey-calls.ts), with the spec's save
 * states (Unsaved, Saving, Saved, SaveFailed with Retry and Discard) on screen beside the stops. Leaving
 * with unsaved edits asks first; a mouse release clears a selected order (spec 2 §4).
 */
export function useStopJourney(options: StopJourneyOptions) {
  const runtime = useRuntime();
  const { services } = runtime;
  const access = useMemo(() => loadAccessOf(services), [services]);
  const guard = useLeaveGuard();
  // Read when called, so the page's latest callbacks are used.
  const latest = useRef(options);
  latest.current = options;
  /** The success text of the save under way, said once the machine applies it. */
  const savedMessage = useRef<string | null>(null);
  const actor = useActorRef(
    orderJourneyMachine.provide({
      actors: {
        fetchJourney: fromCall<OrderJourney, { orderId: number }>(({ signal }) =>
          latest.current.fetchJourney(services, signal),
        ),
        saveEdits: fromCall<OrderJourney, SaveEditsInput>(async ({ input, signal }) => {
          const { saveEdits, savedText = stopModalSavedText } = latest.current;
          const journey = await saveEdits(services, input, signal);
          // Said when the machine applies the save (journeySaved), not before: until then it is still Saving.
          savedMessage.current = savedText(input);
          return journey;
        }),
        confirmLeave: fromCall<boolean, ConfirmLeaveInput>(({ input }) =>
          runtime.confirm(latest.current.leavePrompt(input.unsaved)),
        ),
      },
      actions: {
        leave: (_, { to }) => guard.leave(to),
        journeySaved: (_, { journey }) => {
          const text = savedMessage.current;
          savedMessage.current = null;
          if (text) runtime.showSnackbar({ text, severity: 'success' });
          latest.current.onSaved(journey);
        },
      },
    }),
    { input: { orderId: options.orderId }, inspect: runtime.inspect },
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
    orderId: options.orderId,
    /** The journey's actor, for views that read it by their own selector (the merge view). */
    actor,
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

export type StopJourneyBinding = ReturnType<typeof useStopJourney>;
