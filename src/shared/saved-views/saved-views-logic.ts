import type { ActorRefFrom } from 'xstate';
import type { SavedView } from '#contract/saved-view';
import type { listQueryMachine } from '#machines/list-query/list-query.machine';
import { savedViewsMachine, type SaveViewInput } from '#machines/saved-views/saved-views.machine';
import { answered } from '../../app/answered';
import { fromCall } from '../../app/from-call';
import type { Services } from '../../app/services';

/**
 * The saved-views machine wired to a page's list (decision 085): a view picked or named by the link is sent
 * to the list as `list.viewApplied`; the views are read and written through the saved-views API. Fetched when
 * the Views menu first opens, or at once when the link names a view (useSavedViews, issue #26).
 */
export function savedViewsLogic(
  list: ActorRefFrom<typeof listQueryMachine>,
  services: Services,
  /** Puts `?view=<id>` in the page's address, or takes it out (null). */
  showViewInUrl: (viewId: number | null) => void,
) {
  return savedViewsMachine.provide({
    actions: {
      applyView: (_, { view }) => list.send({ type: 'list.viewApplied', view: view.state }),
      showViewInUrl: (_, { viewId }) => showViewInUrl(viewId),
    },
    actors: {
      fetchViews: fromCall(
        async ({ input, signal }) => (await services.savedViewsApi.getItems(input.listKey, signal)) ?? [],
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
  });
}
