import { assign, emit, setup } from 'xstate';

export type ConfirmColor = 'error' | 'warning' | 'info' | 'success';

export interface ConfirmOptions {
  title?: string;
  message?: string;
  confirmText?: string;
  cancelText?: string;
  color?: ConfirmColor;
}

export interface ConfirmRequest extends Required<ConfirmOptions> {
  id: number;
}

export type ConfirmEvent =
  ({ type: 'confirm.open' } & ConfirmOptions) | { type: 'confirm.accept' } | { type: 'confirm.cancel' };

/** Emitted once per request; `ask` in confirm.ask.ts turns it into the opener's promise. */
export type ConfirmResolved = { type: 'confirm.resolved'; requestId: number; accepted: boolean };

export const confirmDefaults: Required<ConfirmOptions> = {
  title: 'Confirm',
  message: 'Are you sure you want to proceed?',
  confirmText: 'Confirm',
  cancelText: 'Cancel',
  color: 'info',
};

/**
 * The global confirm dialog. Why emitted events rather than a callback in 'confirm.open': events stay plain
 * data (inspectable, replayable), and the opener's promise lives in a helper outside the machine
 * (`ask(actor, options)`), which reads the new request id after sending and resolves on the matching
 * 'confirm.resolved'. A second 'confirm.open' while open cancels the first, so no opener waits forever.
 */
export const confirmMachine = setup({
  types: {
    context: {} as { request: ConfirmRequest | null; nextId: number },
    events: {} as ConfirmEvent,
    emitted: {} as ConfirmResolved,
  },
  actions: {
    openRequest: assign(({ context, event }) => {
      if (event.type !== 'confirm.open') return {};
      const { type: _, ...options } = event;
      const given = Object.fromEntries(Object.entries(options).filter(([, v]) => v !== undefined));
      return { request: { ...confirmDefaults, ...given, id: context.nextId }, nextId: context.nextId + 1 };
    }),
    settle: emit(({ context }, params: { accepted: boolean }) => ({
      type: 'confirm.resolved' as const,
      requestId: context.request?.id ?? 0,
      accepted: params.accepted,
    })),
    closeRequest: assign({ request: null }),
  },
}).createMachine({
  id: 'confirm',
  context: { request: null, nextId: 1 },
  initial: 'closed',
  states: {
    closed: {
      description: 'No dialog; the last request, if any, is settled.',
      on: { 'confirm.open': { target: 'open', actions: 'openRequest' } },
    },
    open: {
      description:
        'The dialog asks its question. Accept or cancel settles the request; a new request cancels this one first.',
      on: {
        'confirm.open': {
          target: 'open',
          reenter: true,
          actions: [{ type: 'settle', params: { accepted: false } }, 'openRequest'],
        },
        'confirm.accept': {
          target: 'closed',
          actions: [{ type: 'settle', params: { accepted: true } }, 'closeRequest'],
        },
        'confirm.cancel': {
          target: 'closed',
          actions: [{ type: 'settle', params: { accepted: false } }, 'closeRequest'],
        },
      },
    },
  },
});
