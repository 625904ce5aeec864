import { commandMachine } from '#machines/command/command.machine';
import { check, defineTestKit } from '../test-kit';
import { apiError, lastCallInput, lastParams } from './kit-helpers';

const assigned = 'The role is assigned to 2 users.';

export const commandKit = defineTestKit(commandMachine, {
  events: { 'command.start': [{ type: 'command.start', args: 7 }] },
  actors: {
    confirm: { done: { accepted: true, declined: false }, error: { closed: new Error('closed') } },
    run: {
      done: { deleted: { deleted: 7 } },
      error: { refused: apiError(409, assigned), serverError: apiError(500, 'Server error') },
    },
  },
  expect: {
    confirming: (s, run) =>
      check(
        lastCallInput<{ args: unknown }>(run, 'confirm')?.args === s.context.args,
        'the person is asked about these args',
      ),
    running: (s, run) => {
      check(s.hasTag('busy'), 'the screen waits');
      check(lastCallInput<{ args: unknown }>(run, 'run')?.args === s.context.args, 'it runs with the args');
    },
    done: (s, run) =>
      check(
        JSON.stringify(lastParams<{ output: unknown }>(run, 'notifyDone')?.output) ===
          JSON.stringify(s.context.output),
        'the screen is told the outcome',
      ),
    failed: (s) => check(s.hasTag('error') && s.context.error, 'the server’s text shows'),
  },
});
