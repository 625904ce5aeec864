import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useRef } from 'react';
import type { LoadStop } from '#contract/load';
import { LoadStatus } from '#contract/load-status';
import * as form from '#machines/edit-form/edit-form.selectors';
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
import { saveLoad } from '../../../shared/loads/load-form';
import type { LoadPageBinding } from '../use-load-page';

/** The carrier stop notes changed, when nothing else of any stop changed; null otherwise. */
export function carrierNoteUpdates(before: readonly LoadStop[], after: readonly LoadStop[]) {
  const changed = after.filter((stop, i) => JSON.stringify(stop) !== JSON.stringify(before[i]));
  const onlyNotes = changed.every((stop) => {
    const was = before.find((b) => b.loadStopId === stop.loadStopId);
    return was && JSON.stringify({ ...was, stopDirections: stop.stopDirections }) === JSON.stringify(stop);
  });
  if (changed.length === 0 || !onlyNotes) return null;
  return changed.map((stop) => ({ objectId: stop.loadStopId, updatedNote: stop.stopDirections ?? null }));
}

/**
 * The Load stop detail modal (spec 2 §2) on the stop-editing machine: it opens on a stop with a before and
 * an after copy of the stops; Save sends the load as the form holds it with the after copy of the stops
 * (PUT {id}), then closes and starts the page over from the saved load; Cancel and close restore.
 */
export function useStopModal({ loadId, form: loadForm, stops, header, access, restart }: LoadPageBinding) {
  const runtime = useRuntime();
  const { services } = runtime;
  // The success text of the last save, chosen by how it was saved.
  const savedText = useRef('');
  const actor = useActorRef(
    stopEditingMachine.provide({
      actors: {
        saveStops: fromCall<SaveStopsOutput, SaveStopsInput>(async ({ input, signal }) => {
          const notes = access.isCarrier ? carrierNoteUpdates(input.before, input.after) : null;
          if (notes) {
            // A carrier who changed only carrier stop notes saves them alone (spec 2 §7 putCarrierStopNotes).
            await services.loadsApi.putCarrierStopNotes(notes, signal);
            savedText.current = `Load Locations ${notes.map((n) => n.objectId).join(', ')} saved successfully.`;
            return null;
          }
          const values = form.selectValues(loadForm.getSnapshot());
          const saved = await saveLoad(services, { ...values, loadStops: input.after }, signal);
          savedText.current = `Load #${loadId} saved successfully.`;
          return saved as { loadStops: LoadStop[] };
        }),
      },
      actions: {
        stopsSaved: () => {
          runtime.showSnackbar({ text: savedText.current, severity: 'success' });
          // The load's dateModified moved: the page reads the saved load afresh.
          restart();
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
    statusId: header.statusId,
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
        loadDelivered: header.statusId === LoadStatus.Delivered,
      }),
  };
}

export type StopModalBinding = ReturnType<typeof useStopModal>;
