import { assign, fromPromise, setup } from 'xstate';
import { errorText } from '../shared/error-text';
import { injectedAction, injectedCall, machineTypes } from '../shared/injected';

export type CommandEvent = { type: 'command.start'; args?: unknown } | { type: 'command.dismiss' };

interface CommandContext {
  args: unknown;
  output: unknown;
  error: string | null;
}

/**
 * One action of a detail screen that is not editing (delete, approve, decline, change a password, get a
 * link): ask first when the screen wants to, run the call, then tell the screen, or show why it failed.
 * Starting again after a failure or a success is allowed; nothing runs twice at once.
 */
export const commandMachine = setup({
  types: machineTypes<CommandContext, CommandEvent, undefined, 'busy' | 'error'>(),
  actors: {
    confirm: fromPromise<boolean, { args: unknown }>(() => Promise.resolve(true)),
    run: injectedCall<unknown, { args: unknown }>('run'),
  },
  actions: {
    notifyDone: injectedAction<{ output: unknown; args: unknown }>('notifyDone'),
    start: assign(({ event }) => (event.type === 'command.start' ? { args: event.args, error: null } : {})),
  },
  guards: { accepted: (_, params: { answer: boolean }) => params.answer },
}).createMachine({
  id: 'command',
  context: { args: undefined, output: undefined, error: null },
  initial: 'idle',
  states: {
    idle: {
      description: 'Nothing under way and nothing to show.',
      on: { 'command.start': { target: 'confirming', actions: 'start' } },
    },
    confirming: {
      description:
        'The screen asks first when it wants to (a confirm dialog); a no or a closed dialog goes back.',
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context }) => ({ args: context.args }),
        onDone: [
          {
            guard: { type: 'accepted', params: ({ event }) => ({ answer: event.output }) },
            target: 'running',
          },
          { target: 'idle' },
        ],
        onError: { target: 'idle' },
      },
    },
    running: {
      description: 'The call runs; a second start waits until it ends.',
      tags: ['busy'],
      invoke: {
        id: 'run',
        src: 'run',
        input: ({ context }) => ({ args: context.args }),
        onDone: {
          target: 'done',
          actions: [
            assign({ output: ({ event }) => event.output }),
            {
              type: 'notifyDone',
              params: ({ context, event }) => ({ output: event.output, args: context.args }),
            },
          ],
        },
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    done: {
      description:
        'The call succeeded and the screen was told; dismiss means the screen is done showing the outcome (a dialog with the answer closed).',
      on: {
        'command.start': { target: 'confirming', actions: 'start' },
        'command.dismiss': { target: 'idle', actions: assign({ output: undefined }) },
      },
    },
    failed: {
      description: 'The call failed; the reason shows until dismissed or the action is tried again.',
      tags: ['error'],
      on: {
        'command.start': { target: 'confirming', actions: 'start' },
        'command.dismiss': { target: 'idle', actions: assign({ error: null }) },
      },
    },
  },
});
