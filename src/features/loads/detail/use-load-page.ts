import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { LoadStop } from '#contract/load';
import type { UserSummary } from '#contract/user-summary';
import { inSequence, type JourneyLeg } from '#domain/stop-sequencing';
import * as form from '#machines/edit-form/edit-form.selectors';
import { useRuntime } from '../../../app/runtime-context';
import { useEditForm } from '../../../app/use-edit-form';
import { fetchLoad, loadFormRules, saveLoad } from '../../../shared/loads/load-form';
import { loadAccessOf } from '../../../shared/loads/load-access';

const noStops: LoadStop[] = [];
const noLegs: JourneyLeg[] = [];

/** The load as last saved: what the header, the stop cards and the modal's before copy read. */
const selectLoadHeader = (s: form.EditFormSnapshot) => {
  const p = form.selectPristine(s);
  return {
    loading: form.selectIsLoading(s),
    loaded: 'loadId' in p,
    notFound: form.selectLoadNotFound(s),
    statusId: (p.refLoadStatusId as number | undefined) ?? null,
    dateAdded: (p.dateAdded as string | undefined) ?? null,
    dateModified: (p.dateModified as string | undefined) ?? null,
    createdBy: (p.createdByUser as UserSummary | null | undefined) ?? null,
    modifiedBy: (p.modifiedByUser as UserSummary | null | undefined) ?? null,
  };
};

/** The stops as the form holds them now (ticked on a card but not saved yet included), in sequence. */
const selectStops = (s: form.EditFormSnapshot) =>
  (s.context.values.loadStops as LoadStop[] | undefined) ?? noStops;

/** The legs of the load's orders on other loads, as last read: the stops' cross-load rule. */
const selectLegs = (s: form.EditFormSnapshot) =>
  (form.selectPristine(s).journeyLegs as JourneyLeg[] | undefined) ?? noLegs;

/**
 * Wires a load's page: one edit form over the load (its Details and Carrier Pay tabs edit it, the stop
 * modal saves through it), the header read from the last saved version, and the Load Summary report.
 */
export function useLoadPage(loadId: number) {
  const runtime = useRuntime();
  const { services } = runtime;
  const access = useMemo(() => loadAccessOf(services), [services]);
  const actor = useEditForm({
    input: { key: loadId, schema: loadFormRules },
    load: (_, signal) => fetchLoad(services, loadId, signal),
    save: ({ values }, signal) => saveLoad(services, values, signal),
  });
  const header = useSelector(actor, selectLoadHeader, shallowEqual);
  const rawStops = useSelector(actor, selectStops);
  const stops = useMemo(() => inSequence(rawStops), [rawStops]);
  const legs = useSelector(actor, selectLegs);
  /** The Load Summary PDF, which its report dialog runs (spec 2 §2). */
  const runSummary = (signal: AbortSignal) =>
    services.reportsApi.generate('getLoadSummaryReport', { fields: { loadId } }, signal);
  return {
    loadId,
    form: actor,
    access,
    header,
    stops,
    legs,
    runSummary,
    /** The page's own save elsewhere (the stop modal, orders added or removed): start over from the saved load. */
    restart: () => actor.send({ type: 'record.changed', discard: true }),
    /** The load changed on the server (stops reordered): a clean form starts over from it. */
    recordChanged: () => actor.send({ type: 'record.changed' }),
  };
}

export type LoadPageBinding = ReturnType<typeof useLoadPage>;
