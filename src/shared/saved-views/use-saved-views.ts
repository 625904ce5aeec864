import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  savedViewListKeySchema,
  savedViewUrlParam,
  type SavedView,
  type SavedViewListKey,
} from '#contract/saved-view';
import { savedViewStateOf } from '#machines/list-query/saved-view-state';
import type { listQueryMachine } from '#machines/list-query/list-query.machine';
import { savedViewsMachine, type SaveViewInput } from '#machines/saved-views/saved-views.machine';
import { selectSavedViews } from '#machines/saved-views/saved-views.selectors';
import type { ActorRefFrom } from 'xstate';
import { answered } from '../../app/answered';
import { fromCall } from '../../app/from-call';
import { useRuntime } from '../../app/runtime-context';
import { writeListUrl } from '../lists/list-url';

/** The `view` a page's link names, when it is a row id. */
export const linkedViewId = (search: string): number | null => {
  const raw = new URLSearchParams(search).get(savedViewUrlParam);
  return raw !== null && /^\d{1,9}$/.test(raw) ? Number(raw) : null;
};

/** The query string with `?view=<id>` set (or removed for null), every other part kept. */
export const withViewParam = (search: string, viewId: number | null): string => {
  const params = new URLSearchParams(search);
  if (viewId === null) params.delete(savedViewUrlParam);
  else params.set(savedViewUrlParam, String(viewId));
  const text = params.toString();
  return text ? `?${text}` : '';
};

export type SavedViewsProps = NonNullable<ReturnType<typeof useSavedViews>>;

/**
 * The saved views of a page's list (decision 085), wired to its list actor: a view picked or named by the
 * link (`?view=12`) is sent to the list as `list.viewApplied`; Save takes the list's state as it is now.
 * Null for a list whose key takes no views.
 */
export function useSavedViews(list: ActorRefFrom<typeof listQueryMachine>, key: string, enabled: boolean) {
  const parsed = savedViewListKeySchema.safeParse(key);
  const listKey: SavedViewListKey = parsed.success ? parsed.data : 'orders-list';
  const on = enabled && parsed.success;
  const runtime = useRuntime();
  const { services } = runtime;
  const [path, navigate] = useLocation();
  const search = useSearch();
  // The address as it is now, for the action, which the machine keeps from its first render.
  const where = useRef({ path, search });
  where.current = { path, search };
  const [openViewId] = useState(() => (on ? linkedViewId(search) : null));
  const views = useActorRef(
    savedViewsMachine.provide({
      actions: {
        applyView: (_, { view }) => list.send({ type: 'list.viewApplied', view: view.state }),
        // The list wrote its filters in this same step, after the last render: they come from the list.
        showViewInUrl: (_, { viewId }) => {
          const { filters, pagerLetter } = list.getSnapshot().context;
          const next = writeListUrl(withViewParam(where.current.search, viewId), { filters, pagerLetter });
          navigate(`${where.current.path}${next}`, { replace: true });
        },
      },
      actors: {
        fetchViews: fromCall(async ({ input, signal }) =>
          on ? ((await services.savedViewsApi.getItems(input.listKey, signal)) ?? []) : [],
        ),
        saveView: fromCall<SavedView, SaveViewInput>(async ({ input, signal }) => {
          const body = { name: input.name, shared: input.shared, state: input.state };
          return answered(
            input.viewId === null
              ? await services.savedViewsApi.create({ ...body, listKey: input.listKey }, signal)
              : await services.savedViewsApi.update(input.viewId, body, signal),
          );
        }),
        deleteView: fromCall(({ input, signal }: { input: { viewId: number }; signal: AbortSignal }) =>
          services.savedViewsApi.remove(input.viewId, signal),
        ),
      },
    }),
    { input: { listKey, openViewId }, inspect: runtime.inspect },
  );
  const shown = useSelector(views, selectSavedViews, shallowEqual);
  if (!on) return null;
  const current = () => savedViewStateOf(list.getSnapshot().context);
  return {
    ...shown,
    linkOf: (viewId: number) => `${window.location.origin}${path}?${savedViewUrlParam}=${viewId}`,
    pick: (viewId: number) => views.send({ type: 'views.picked', viewId }),
    save: (name: string, shared: boolean, viewId: number | null = null) =>
      views.send({ type: 'views.saveRequested', viewId, name, shared, state: current() }),
    remove: (viewId: number) => views.send({ type: 'views.deleteRequested', viewId }),
    reload: () => views.send({ type: 'views.reload' }),
    dismissMessage: () => views.send({ type: 'views.messageDismissed' }),
  };
}
