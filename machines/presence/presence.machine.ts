import { assign, setup } from 'xstate';
import type { PresenceRecordType, PresentPerson } from '#contract/live-presence';
import { presenceLimits } from '#contract/live-presence';
import { injectedAction, injectedCall, machineTypes } from '../shared/injected';

export interface PresenceRecord {
  type: PresenceRecordType;
  id: number;
}

export interface PresenceInput {
  record: PresenceRecord;
}

export interface AnnounceInput extends PresenceRecord {
  editing: boolean;
}

export type PresenceEvent =
  /** This person started or stopped having unsaved changes on the record: told at once. */
  | { type: 'presence.editing'; editing: boolean }
  /** The live stream said who is on the record changed (decision 086): renew now to hear who. */
  | { type: 'presence.changed' }
  /** The page closes: the server is told this person left. */
  | { type: 'presence.leave' };

export interface PresenceContext {
  record: PresenceRecord;
  editing: boolean;
  /** The others on the record, as the last answer named them. */
  present: PresentPerson[];
}

/**
 * Presence on a record page (issue #28, decision 080): says the person is here, and whether they are
 * editing, every heartbeat and at once when that changes; renews at once when the live stream says who is
 * on the record changed (decision 086); keeps the others the server names; says goodbye when the page
 * closes. A failed announcement keeps the last names and tries again at the next beat.
 */
export const presenceMachine = setup({
  types: machineTypes<PresenceContext, PresenceEvent, PresenceInput, 'busy'>(),
  actions: {
    leave: injectedAction<PresenceRecord>('leave'),
    setEditing: assign(({ event }) => (event.type === 'presence.editing' ? { editing: event.editing } : {})),
    setPresent: assign((_, params: { present: PresentPerson[] }) => ({ present: params.present })),
  },
  guards: {
    editingChanged: ({ context, event }) =>
      event.type === 'presence.editing' && event.editing !== context.editing,
  },
  actors: {
    announce: injectedCall<PresentPerson[], AnnounceInput>('announce'),
  },
  delays: { heartbeat: presenceLimits.heartbeatSeconds * 1000 },
}).createMachine({
  id: 'presence',
  context: ({ input }) => ({ record: input.record, editing: false, present: [] }),
  initial: 'announcing',
  on: {
    'presence.editing': { guard: 'editingChanged', target: '.announcing', actions: 'setEditing' },
    // An announcement under way may have read before the change: it starts again.
    'presence.changed': '.announcing',
    'presence.leave': {
      target: '.gone',
      actions: { type: 'leave', params: ({ context }) => context.record },
    },
  },
  states: {
    announcing: {
      description: 'Tells the server this person is on the record (and whether editing); hears who else is.',
      tags: ['busy'],
      invoke: {
        id: 'announce',
        src: 'announce',
        input: ({ context }) => ({ ...context.record, editing: context.editing }),
        onDone: {
          target: 'waiting',
          actions: { type: 'setPresent', params: ({ event }) => ({ present: event.output }) },
        },
        onError: 'waiting',
      },
    },
    waiting: {
      description:
        'Until the next heartbeat, a change of editing, or news of the others from the live stream.',
      after: { heartbeat: 'announcing' },
    },
    gone: {
      description: 'The page closed; the server was told.',
      type: 'final',
    },
  },
});
