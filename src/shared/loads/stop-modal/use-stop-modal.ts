import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import { useRef } from 'react';
import type { LoadStop } from '#contract/load';
import { LoadStatus } from '#contract/load-status';
import {
  stopEditingMachine,
  type SaveStopsInput,
  type SaveStopsOutput,
  type StopEditingEvent,
} from '#machines/stop-editing/stop-editing.machine';
import { selectStopModal } from '#machines/stop-editing/stop-editing.selectors';
import { stopModalHostMachine } from '#machines/stop-editing/stop-modal-host.machine';
import { fromCall } from '../../../app/from-call';
import { useRuntime } from '../../../app/runtime-context';
import type { JourneyLeg } from '#domain/stop-sequencing';
import type { LoadAccess } from '../load-access';

/** What the modal shows besides its machine: the load's id and status, and who may change what. */
export interface StopModalFacts {
  loadId: number;
  /** The load's status as last saved (the title's chip; Delivered keeps stops checked). */
  statusId: number | null;
  access: LoadAccess;
}

export interface StopModalOptions extends StopModalFacts {
  /** The load's stops in sequence: the modal's before copy. */
  stops: LoadStop[];
  /** The legs of the load's orders on other loads: the cross-load rule, as the server runs it. */
  legs: readonly JourneyLeg[];
  /** Saves the after copy; answers the success text for the snackbar, or null for none. */
  save: (input: SaveStopsInput, signal: AbortSignal) => Promise<string | null>;
  /** After a save: the owner reads the load afresh. */
  onSaved: () => void;
}

/**
 * The Load stop detail modal's binding (spec 2 §2) over a stop-editing actor, whoever owns it: the view, the
 * events and the Receiving Summary. The load page's own actor (useLoadPageStopModal) and the journey's
 * invoked child (JourneyStopModal) both render through it.
 */
export function useStopModalBinding(
  actor: ActorRefFrom<typeof stopEditingMachine>,
  { loadId, statusId, access }: StopModalFacts,
) {
  const { services } = useRuntime();
  const view = useSelector(actor, selectStopModal, shallowEqual);
  /** The Receiving Summary of one stop, which its PDF preview dialog runs (spec 2 §2). */
  const runReceiving = (loadStopId: number, signal: AbortSignal) =>
    services.reportsApi.generate('getReceivingSummaryReport', { fields: { loadId, loadStopId } }, signal);
  return {
    loadId,
    statusId,
    view,
    runReceiving,
    /** Carriers change only the check-off, its time and the carrier stop note. */
    stopOnly: !access.mayEditLoad,
    mayEdit: access.mayEditStops,
    maySummarize: access.maySummarize,
    send: (event: StopEditingEvent) => actor.send(event),
  };
}

export type StopModalBinding = ReturnType<typeof useStopModalBinding>;

/**
 * The load page's stop modal: the page's stopModalHost invokes the stop modal as its child on the stop a card
 * opens, with a before and an after copy of the stops, as the Order Journey does; Save hands the after copy to
 * `save`, then the modal is done; Cancel and close restore. `modal` is the child while it runs.
 */
export function useStopModal({ stops, legs, save, onSaved, ...facts }: StopModalOptions) {
  const runtime = useRuntime();
  // The success text of the last save, chosen by how it was saved.
  const savedText = useRef<string | null>(null);
  const host = useActorRef(
    stopModalHostMachine.provide({
      actors: {
        stopModal: stopEditingMachine.provide({
          actors: {
            saveStops: fromCall<SaveStopsOutput, SaveStopsInput>(async ({ input, signal }) => {
              savedText.current = await save(input, signal);
              return null;
            }),
          },
          actions: {
            stopsSaved: () => {
              if (savedText.current) runtime.showSnackbar({ text: savedText.current, severity: 'success' });
              onSaved();
            },
          },
        }),
      },
    }),
    { inspect: runtime.inspect },
  );
  const modal = useSelector(host, (s) => s.children.stopModal);
  return {
    ...facts,
    modal,
    open: (index: number) =>
      host.send({
        type: 'modal.opened',
        stops,
        index,
        loadDelivered: facts.statusId === LoadStatus.Delivered,
        loadId: facts.loadId,
        legs,
      }),
  };
}
