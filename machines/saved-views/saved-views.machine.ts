import { assign, setup } from 'xstate';
import {
  savedViewTexts,
  type SavedView,
  type SavedViewListKey,
  type SavedViewState,
} from '#contract/saved-view';
import { errorText } from '../shared/error-text';
import { injectedAction, injectedCall, machineTypes } from '../shared/injected';

export interface SavedViewsInput {
  listKey: SavedViewListKey;
  /** The view a link names (`?view=12`): applied once the views are read. */
  openViewId?: number | null;
}

export interface SaveViewInput {
  listKey: SavedViewListKey;
  /** null: a new view; an id: save over that view of mine. */
  viewId: number | null;
  name: string;
  shared: boolean;
  state: SavedViewState;
}

export type SavedViewsEvent =
  | { type: 'views.picked'; viewId: number }
  /** Save the list as it is now, as a new view or over one of mine; the page reads the state from the list. */
  | {
      type: 'views.saveRequested';
      viewId: number | null;
      name: string;
      shared: boolean;
      state: SavedViewState;
    }
  | { type: 'views.deleteRequested'; viewId: number }
  | { type: 'views.reload' }
  | { type: 'views.messageDismissed' };

export interface SavedViewsContext {
  listKey: SavedViewListKey;
  views: SavedView[];
  /** The view last applied or saved: the link the picker offers to copy. */
  activeViewId: number | null;
  openViewId: number | null;
  pending: { viewId: number } | null;
  /** Why the views could not be read or a save or delete failed, or that a link's view is not there. */
  message: string | null;
}

const viewOf = (context: SavedViewsContext, viewId: number | null) =>
  context.views.find((v) => v.savedViewId === viewId) ?? null;

/**
 * The saved views of one list (issue #31, decision 085): read them, apply one (picked, or named by the
 * page's link), save the list's state as a new view or over one of mine, share it, delete it. Applying is
 * the list machine's business: `applyView` hands the view's state to it, and the page writes the link.
 */
export const savedViewsMachine = setup({
  types: machineTypes<SavedViewsContext, SavedViewsEvent, SavedViewsInput, 'busy' | 'error'>(),
  actions: {
    /** The page sends `list.viewApplied` to its list and puts `?view=<id>` in the address. */
    applyView: injectedAction<{ view: SavedView }>('applyView'),
    /** The page puts `?view=<id>` in the address, or takes it out (null). */
    showViewInUrl: injectedAction<{ viewId: number | null }>('showViewInUrl'),
    keepViews: assign((_, params: { views: SavedView[] }) => ({ views: params.views, message: null })),
    setActive: assign((_, params: { viewId: number | null }) => ({ activeViewId: params.viewId })),
    forgetOpenView: assign({ openViewId: null }),
    noteNotShared: assign({ message: savedViewTexts.notShared }),
    showError: assign((_, params: { error: unknown }) => ({ message: errorText(params.error) })),
    clearMessage: assign({ message: null }),
    remember: assign(({ event }) =>
      event.type === 'views.deleteRequested' ? { pending: { viewId: event.viewId } } : {},
    ),
    upsertView: assign(({ context }, params: { view: SavedView }) => {
      const others = context.views.filter((v) => v.savedViewId !== params.view.savedViewId);
      return { views: [params.view, ...others], activeViewId: params.view.savedViewId, message: null };
    }),
    dropView: assign(({ context }) => {
      const gone = context.pending?.viewId ?? null;
      return {
        views: context.views.filter((v) => v.savedViewId !== gone),
        activeViewId: context.activeViewId === gone ? null : context.activeViewId,
        pending: null,
        message: null,
      };
    }),
  },
  guards: {
    /** The views just read hold the one the link names. */
    opensLinkedView: ({ context, event }) =>
      Array.isArray((event as { output?: unknown }).output) &&
      (event as unknown as { output: SavedView[] }).output.some((v) => v.savedViewId === context.openViewId),
    hasLinkedView: ({ context }) => context.openViewId !== null,
    knownView: ({ context, event }) =>
      event.type === 'views.picked' && viewOf(context, event.viewId) !== null,
    ownView: ({ context, event }) =>
      (event.type === 'views.deleteRequested' && viewOf(context, event.viewId)?.mine === true) ||
      (event.type === 'views.saveRequested' &&
        (event.viewId === null || viewOf(context, event.viewId)?.mine === true) &&
        event.name.trim() !== ''),
  },
  actors: {
    fetchViews: injectedCall<SavedView[], { listKey: SavedViewListKey }>('fetchViews'),
    saveView: injectedCall<SavedView, SaveViewInput>('saveView'),
    deleteView: injectedCall<unknown, { viewId: number }>('deleteView'),
  },
}).createMachine({
  id: 'savedViews',
  context: ({ input }) => ({
    listKey: input.listKey,
    views: [],
    activeViewId: null,
    openViewId: input.openViewId ?? null,
    pending: null,
    message: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      description: "The list's views are read: mine and those shared with my team.",
      tags: ['busy'],
      invoke: {
        id: 'fetchViews',
        src: 'fetchViews',
        input: ({ context }) => ({ listKey: context.listKey }),
        onDone: [
          {
            guard: 'opensLinkedView',
            target: 'ready',
            actions: [
              { type: 'keepViews', params: ({ event }) => ({ views: event.output }) },
              {
                type: 'applyView',
                params: ({ context }) => ({ view: viewOf(context, context.openViewId)! }),
              },
              { type: 'setActive', params: ({ context }) => ({ viewId: context.openViewId }) },
              'forgetOpenView',
            ],
          },
          {
            guard: 'hasLinkedView',
            target: 'ready',
            actions: [
              { type: 'keepViews', params: ({ event }) => ({ views: event.output }) },
              'forgetOpenView',
              'noteNotShared',
            ],
          },
          {
            target: 'ready',
            actions: { type: 'keepViews', params: ({ event }) => ({ views: event.output }) },
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    ready: {
      description:
        'The views are listed; one can be applied, the list saved as a view, or a view of mine deleted.',
      on: {
        'views.picked': {
          guard: 'knownView',
          actions: [
            { type: 'applyView', params: ({ context, event }) => ({ view: viewOf(context, event.viewId)! }) },
            { type: 'setActive', params: ({ event }) => ({ viewId: event.viewId }) },
            { type: 'showViewInUrl', params: ({ event }) => ({ viewId: event.viewId }) },
          ],
        },
        'views.saveRequested': { guard: 'ownView', target: 'saving' },
        'views.deleteRequested': { guard: 'ownView', target: 'deleting', actions: 'remember' },
        'views.reload': 'loading',
        'views.messageDismissed': { actions: 'clearMessage' },
      },
    },
    saving: {
      description: 'The list as it is now is saved as a view (new, or over one of mine).',
      tags: ['busy'],
      invoke: {
        id: 'saveView',
        src: 'saveView',
        input: ({ context, event }) => {
          const e = event as Extract<SavedViewsEvent, { type: 'views.saveRequested' }>;
          return {
            listKey: context.listKey,
            viewId: e.viewId,
            name: e.name,
            shared: e.shared,
            state: e.state,
          };
        },
        onDone: {
          target: 'ready',
          actions: [
            { type: 'upsertView', params: ({ event }) => ({ view: event.output }) },
            { type: 'showViewInUrl', params: ({ event }) => ({ viewId: event.output.savedViewId }) },
          ],
        },
        onError: {
          target: 'ready',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    deleting: {
      description: 'A view of mine is deleted.',
      tags: ['busy'],
      invoke: {
        id: 'deleteView',
        src: 'deleteView',
        input: ({ context }) => ({ viewId: context.pending?.viewId ?? 0 }),
        onDone: { target: 'ready', actions: 'dropView' },
        onError: {
          target: 'ready',
          actions: { type: 'showError', params: ({ event }) => ({ error: event.error }) },
        },
      },
    },
    failed: {
      description: 'The views could not be read; the list works as before. Reload tries again.',
      tags: ['error'],
      on: { 'views.reload': 'loading' },
    },
  },
});
