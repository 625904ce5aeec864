import { shallowEqual, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import type { UserSummary } from '#contract/user-summary';
import * as form from '#machines/edit-form/edit-form.selectors';
import { useRuntime } from '../../../app/runtime-context';
import { useEditForm } from '../../../app/use-edit-form';
import { fetchLoad, loadFormRules, saveLoad } from '../../../shared/loads/load-form';
import { loadAccessOf } from '../../../shared/loads/load-access';

/** The load as last saved: what the header reads. */
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

/**
 * Wires a load's page: one edit form over the load's fields (its Details and Carrier Pay tabs edit it; the
 * stops save through their own journey, decision 064, which rebases this form), the header read from the last
 * saved version, and the Load Summary report.
 */
export function useLoadPage(loadId: number) {
  const runtime = useRuntime();
  const { services } = runtime;
  const access = useMemo(() => loadAccessOf(services), [services]);
  const actor = useEditForm({
    input: { key: loadId, schema: loadFormRules },
    load: (_, signal) => fetchLoad(services, loadId, signal),
    save: ({ values }, signal) => saveLoad(services, values, signal),
    live: { type: 'load', id: loadId },
  });
  const header = useSelector(actor, selectLoadHeader, shallowEqual);
  /** The Load Summary PDF, which its report dialog runs (spec 2 §2). */
  const runSummary = (signal: AbortSignal) =>
    services.reportsApi.generate('getLoadSummaryReport', { fields: { loadId } }, signal);
  return {
    loadId,
    form: actor,
    access,
    header,
    runSummary,
    /** The page's own save elsewhere (orders added or removed): start over from the saved load. */
    restart: () => actor.send({ type: 'record.changed', discard: true }),
  };
}

export type LoadPageBinding = ReturnType<typeof useLoadPage>;
