import { assign, setup } from 'xstate';
import { timings } from '#contract/messages';

export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';

export interface SnackbarMessage {
  text: string;
  severity: SnackbarSeverity;
  /** Omitted: the default 6000 ms. `null`: stays until closed. */
  timeoutMs?: number | null;
}

/** A queued message; `key` is unique per message so the UI can restart its enter animation. */
export interface QueuedSnackbar extends SnackbarMessage {
  key: number;
}

export type SnackbarEvent = ({ type: 'snackbar.show' } & SnackbarMessage) | { type: 'snackbar.close' };

interface SnackbarContext {
  current: QueuedSnackbar | null;
  queue: QueuedSnackbar[];
  nextKey: number;
}

export const snackbarMachine = setup({
  types: { context: {} as SnackbarContext, events: {} as SnackbarEvent },
  actions: {
    enqueue: assign(({ context, event }) => {
      if (event.type !== 'snackbar.show') return {};
      const { type: _, ...message } = event;
      return {
        queue: [...context.queue, { ...message, key: context.nextKey }],
        nextKey: context.nextKey + 1,
      };
    }),
    showNext: assign(({ context }) => ({ current: context.queue[0] ?? null, queue: context.queue.slice(1) })),
    clearCurrent: assign({ current: null }),
  },
  guards: {
    queueEmpty: ({ context }) => context.queue.length === 0,
    nextIsSticky: ({ context }) => context.queue[0]?.timeoutMs === null,
  },
  delays: {
    snackbarTimeout: ({ context }) => context.current?.timeoutMs ?? timings.snackbarTimeoutMs,
  },
}).createMachine({
  id: 'snackbar',
  context: { current: null, queue: [], nextKey: 1 },
  initial: 'hidden',
  states: {
    hidden: {
      description: 'No message on screen and none queued.',
      on: { 'snackbar.show': { target: 'advancing', actions: 'enqueue' } },
    },
    advancing: {
      description: 'Transient: shows the next queued message, or hides when there is none.',
      always: [
        { guard: 'queueEmpty', target: 'hidden', actions: 'clearCurrent' },
        { guard: 'nextIsSticky', target: 'showing.sticky', actions: 'showNext' },
        { target: 'showing.timed', actions: 'showNext' },
      ],
    },
    showing: {
      description: 'One message on screen; new messages queue behind it until it closes.',
      on: {
        'snackbar.show': { actions: 'enqueue' },
        'snackbar.close': 'advancing',
      },
      initial: 'timed',
      states: {
        timed: {
          description: 'Closes by itself after its timeout (6 s unless the message says otherwise).',
          after: { snackbarTimeout: '#snackbar.advancing' },
        },
        sticky: { description: 'Stays until the person closes it (timeout null).' },
      },
    },
  },
});
