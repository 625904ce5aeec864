/**
 * The load page's owner of the stop modal (spec 2 §2): a stop card's Open invokes the stop modal
 * (stop-editing) as the child `stopModal` on that stop, as the Order Journey does in its `modal` region; when
 * the modal closes it is done and the host is closed again.
 *
 * Events: `modal.opened` { stops, index, loadDelivered, loadId, legs } (StopModalInput) opens it on stops[index].
 * The app provides the child with `.provide({ actors: { stopModal: stopEditingMachine.provide(…) } })`: its
 * `saveStops` saves the load and its `stopsSaved` tells the page (the success text, a fresh read).
 */
import { assign, setup } from 'xstate';
import { machineTypes } from '../shared/injected';
import { stopEditingMachine, type StopModalInput } from './stop-editing.machine';

export interface StopModalHostContext {
  /** Where the open modal was opened: its input. */
  opened: StopModalInput | null;
}

export type StopModalHostEvent = { type: 'modal.opened' } & StopModalInput;

export const stopModalHostMachine = setup({
  types: {
    ...machineTypes<StopModalHostContext, StopModalHostEvent, undefined, 'open'>(),
    children: {} as { stopModal: 'stopModal' },
  },
  actors: { stopModal: stopEditingMachine },
  actions: {
    remember: assign({ opened: (_, params: { input: StopModalInput }) => params.input }),
    forget: assign({ opened: null }),
  },
}).createMachine({
  id: 'stopModalHost',
  context: { opened: null },
  initial: 'closed',
  states: {
    closed: {
      description: 'No stop modal is open.',
      on: {
        'modal.opened': {
          target: 'open',
          actions: {
            type: 'remember',
            params: ({ event }) => ({
              input: {
                stops: event.stops,
                index: event.index,
                loadDelivered: event.loadDelivered,
                loadId: event.loadId,
                legs: event.legs,
              },
            }),
          },
        },
      },
    },
    open: {
      description: 'The stop modal runs as the child stopModal until it closes (saved or not).',
      tags: ['open'],
      invoke: {
        id: 'stopModal',
        src: 'stopModal',
        input: ({ context }) => context.opened ?? { stops: [], index: 0, loadDelivered: false },
        onDone: { target: 'closed', actions: 'forget' },
      },
    },
  },
});
