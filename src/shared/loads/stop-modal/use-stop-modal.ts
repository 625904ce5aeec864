import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
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
import { fromCall } from '../../../app/from-call';
import { useRuntime } from '../../../app/runtime-context';
import { useCommand } from '../../../app/use-command';
import { browserDownload } from '#client/browser-download';
import { reportFileName } from '#contract/report-request';
import { localIsoDay } from '#machines/list-query/list-dates';
import type { JourneyLeg } from '#domain/stop-sequencing';
import type { LoadAccess } from '../load-access';

export interface StopModalOptions {
  loadId: number;
  /** The load's status as last saved (the title's chip; Delivered keeps stops checked). */
  statusId: number | null;
  /** The load's stops in sequence: the modal's before copy. */
  stops: LoadStop[];
  access: LoadAccess;
  /** The legs of the load's orders on other loads: the cross-load rule, as the server runs it. */
  legs: readonly JourneyLeg[];
  /** Saves the after copy; answers the success text for the snackbar, or null for none. */
  save: (input: SaveStopsInput, signal: AbortSignal) => Promise<string | null>;
  /** After a save: the owner reads the load afresh. */
  onSaved: () => void;
}

/**
 * The Load stop detail modal (spec 2 §2) on the stop-editing machine: it opens on a stop with a before and
 * an after copy of the stops; Save hands the after copy to the owner's `save` (the load page saves the load,
 * the Order Journey queues it with its other edits), then closes; Cancel and close restore.
 */
export function useStopModal({ loadId, statusId, stops, access, legs, save, onSaved }: StopModalOptions) {
  const runtime = useRuntime();
  const { services } = runtime;
  // The success text of the last save, chosen by how it was saved.
  const savedText = useRef<string | null>(null);
  const actor = useActorRef(
    stopEditingMachine.provide({
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
    { inspect: runtime.inspect },
  );
  const view = useSelector(actor, selectStopModal, shallowEqual);
  const receiving = useCommand<number, null>({
    run: async (loadStopId, signal) => {
      const pdf = await services.reportsApi.generate(
        'getReceivingSummaryReport',
        { fields: { loadId, loadStopId } },
        signal,
      );
      if (pdf) browserDownload(pdf, reportFileName(`Receiving Summary ${loadId}`, localIsoDay(new Date())));
      return null;
    },
  });
  return {
    loadId,
    statusId,
    view,
    receiving,
    /** Carriers change only the check-off, its time and the carrier stop note. */
    stopOnly: !access.mayEditLoad,
    mayEdit: access.mayEditStops,
    send: (event: StopEditingEvent) => actor.send(event),
    open: (index: number) =>
      actor.send({
        type: 'modal.opened',
        stops,
        index,
        loadDelivered: statusId === LoadStatus.Delivered,
        loadId,
        legs,
      }),
  };
}

export type StopModalBinding = ReturnType<typeof useStopModal>;
