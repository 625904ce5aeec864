import { shallowEqual, useSelector } from '@xstate/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { savedViewListKeySchema, savedViewUrlParam, type SavedViewListKey } from '#contract/saved-view';
import { savedViewStateOf } from '#machines/list-query/saved-view-state';
import type { listQueryMachine } from '#machines/list-query/list-query.machine';
import { selectSavedViews, type SavedViewsSnapshot } from '#machines/saved-views/saved-views.selectors';
import type { ActorRefFrom } from 'xstate';
import { useRuntime } from '../../app/runtime-context';
import { writeListUrl } from '../lists/list-url';
import { useLazyActor } from '../lists/use-lazy-actor';

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

/** The Views button's text: the view applied, if any. */
export const viewsButtonText = (props: Pick<SavedViewsProps, 'views' | 'activeViewId'>) => {
  const active = props.views.find((v) => v.savedViewId === props.activeViewId);
  return active ? `Views: ${active.name}` : 'Views';
};

/** Before the views are asked for, the picker shows what the machine's first state does: reading. */
export const notRead: ReturnType<typeof selectSavedViews> = {
  views: [],
  activeViewId: null,
  busy: true,
  failed: false,
  message: null,
  canSave: false,
};
const selectShown = (s: SavedViewsSnapshot | undefined) => (s ? selectSavedViews(s) : notRead);

/**
 * The saved views of a page's list (decision 085), wired to its list actor: a view picked or named by the
 * link (`?view=12`) is sent to the list as `list.viewApplied`; Save takes the list's state as it is now.
 * Null for a list whose key takes no views. The machine is fetched and started when the Views menu is first
 * pointed at or opened (`load`), or at once when the link names a view (issue #26, decision 092).
 */
export function useSavedViews(list: ActorRefFrom<typeof listQueryMachine>, key: string, enabled: boolean) {
  const parsed = savedViewListKeySchema.safeParse(key);
  const listKey: SavedViewListKey = parsed.success ? parsed.data : 'orders-list';
  const on = enabled && parsed.success;
  const runtime = useRuntime();
  const { services } = runtime;
  const [path, navigate] = useLocation();
  const search = useSearch();
  // The address as it is now, for the action, which the machine keeps from its first start.
  const where = useRef({ path, search });
  where.current = { path, search };
  const [openViewId] = useState(() => (on ? linkedViewId(search) : null));
  // The list wrote its filters in this same step, after the last render: they come from the list.
  const showViewInUrl = (viewId: number | null) => {
    const { filters, pagerLetter } = list.getSnapshot().context;
    const next = writeListUrl(withViewParam(where.current.search, viewId), { filters, pagerLetter });
    navigate(`${where.current.path}${next}`, { replace: true });
  };
  const { actor: views, start } = useLazyActor(
    () =>
      import('./saved-views-logic').then(({ savedViewsLogic }) =>
        savedViewsLogic(list, services, showViewInUrl),
      ),
    { input: { listKey, openViewId }, inspect: runtime.inspect },
  );
  // A link that names a view applies it as the page opens, as soon as the views are read.
  useEffect(() => {
    if (openViewId !== null) start().catch(() => undefined);
  }, []);
  const shown = useSelector(views, selectShown, shallowEqual);
  if (!on) return null;
  const current = () => savedViewStateOf(list.getSnapshot().context);
  return {
    ...shown,
    /** Reads the views (the first time the menu is pointed at or opened). */
    load: () => void start().catch(() => undefined),
    linkOf: (viewId: number) => `${window.location.origin}${path}?${savedViewUrlParam}=${viewId}`,
    pick: (viewId: number) => views?.send({ type: 'views.picked', viewId }),
    save: (name: string, shared: boolean, viewId: number | null = null) =>
      views?.send({ type: 'views.saveRequested', viewId, name, shared, state: current() }),
    remove: (viewId: number) => views?.send({ type: 'views.deleteRequested', viewId }),
    reload: () => views?.send({ type: 'views.reload' }),
    dismissMessage: () => views?.send({ type: 'views.messageDismissed' }),
  };
}
