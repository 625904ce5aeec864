import { assign, setup } from 'xstate';
import { timings } from '#contract/messages';

export type SnackbarSeverity = 'success' | 'info' | 'warning' | 'error';

export interface SnackbarMessage {
  text: string;
  severity: SnackbarSeverity;
  /** Omitted: the default 6000 ms. `null`: stays until closed. */
  timeoutMs?: number | null;
}

/** A shown message; `key` is unique per message so the UI can restart its enter animation. */
export interface ShownSnackbar extends SnackbarMessage {
  key: number;
}

export type SnackbarEvent = ({ type: 'snackbar.show' } & SnackbarMessage) | { type: 'snackbar.close' };

interface SnackbarContext {
  current: ShownSnackbar | null;
  /**
   * A message that waits for Close (timeout null) which a newer message covered: it comes back when the
   * newer one closes, so a warning the person must act on is not lost. Timed messages never wait.
   */
  covered: ShownSnackbar | null;
  nextKey: number;
}

const isSticky = (m: SnackbarMessage | null): boolean => m?.timeoutMs === null;

export const snackbarMachine = setup({
  types: { context: {} as SnackbarContext, events: {} as SnackbarEvent },
  actions: {
    /** The new message replaces the shown one at once (issue #25: messages used to queue for 6 s each). */
    replaceCurrent: assign(({ context, event }) => {
      if (event.type !== 'snackbar.show') return {};
      const { type: _, ...message } = event;
      const next = { ...message, key: context.nextKey };
      const covered = isSticky(next) ? null : isSticky(context.current) ? context.current : context.covered;
      return { current: next, covered, nextKey: context.nextKey + 1 };
    }),
    uncover: assign(({ context }) => ({ current: context.covered, covered: null })),
  },
  guards: {
    nothingToShow: ({ context }) => context.current === null,
    currentIsSticky: ({ context }) => isSticky(context.current),
  },
  delays: {
    snackbarTimeout: ({ context }) => context.current?.timeoutMs ?? timings.snackbarTimeoutMs,
  },
}).createMachine({
  id: 'snackbar',
  context: { current: null, covered: null, nextKey: 1 },
  initial: 'hidden',
  states: {
    hidden: {
      description: 'No message on screen.',
      on: { 'snackbar.show': { target: 'settling', actions: 'replaceCurrent' } },
    },
    settling: {
      description: 'Transient: shows the current message with a fresh timer, or hides when there is none.',
      always: [
        { guard: 'nothingToShow', target: 'hidden' },
        { guard: 'currentIsSticky', target: 'showing.sticky' },
        { target: 'showing.timed' },
      ],
    },
    showing: {
      description: 'One message on screen; a new message replaces it at once and starts its own timer.',
      on: {
        'snackbar.show': { target: 'settling', actions: 'replaceCurrent' },
        'snackbar.close': { target: 'settling', actions: 'uncover' },
      },
      initial: 'timed',
      states: {
        timed: {
          description: 'Closes by itself after its timeout (6 s unless the message says otherwise).',
          after: { snackbarTimeout: { target: '#snackbar.settling', actions: 'uncover' } },
        },
        sticky: { description: 'Stays until the person closes it (timeout null).' },
      },
    },
  },
});
