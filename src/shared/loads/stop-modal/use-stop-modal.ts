import { shallowEqual, useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { StopEditingEvent, stopEditingMachine } from '#machines/stop-editing/stop-editing.machine';
import { selectStopModal } from '#machines/stop-editing/stop-editing.selectors';
import { useRuntime } from '../../../app/runtime-context';
import type { LoadAccess } from '../load-access';

/** What the modal shows besides its machine: the load's id and status, and who may change what. */
export interface StopModalFacts {
  loadId: number;
  /** The load's status as last saved (the title's chip; Delivered keeps stops checked). */
  statusId: number | null;
  access: LoadAccess;
}

/**
 * The Load stop detail modal's binding (spec 2 §2) over a stop-editing actor, whoever owns it: the view, the
 * events and the Receiving Summary. The order-journey machine invokes the actor as its child, on the Order
 * Journey tab and the load page alike (decision 064).
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
