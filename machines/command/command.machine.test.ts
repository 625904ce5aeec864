import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { commandMachine } from './command.machine';
import { selectCommandBusy, selectCommandError, selectCommandOutput } from './command.selectors';

const start = (answers: { confirm?: boolean; run: (args: unknown) => Promise<unknown> }) => {
  const done: unknown[] = [];
  const actor = createActor(
    commandMachine.provide({
      actors: {
        confirm: fromPromise(() => Promise.resolve(answers.confirm ?? true)),
        run: fromPromise(({ input }) => answers.run(input.args)),
      },
      actions: { notifyDone: (_, { output }) => done.push(output) },
    }),
  ).start();
  return { actor, done };
};

describe('command', () => {
  it('asks, runs with the args, and tells the screen', async () => {
    let finish: () => void = () => {};
    const { actor, done } = start({
      run: (args) => new Promise((resolve) => (finish = () => resolve(`ran ${String(args)}`))),
    });
    actor.send({ type: 'command.start', args: 7 });
    await waitFor(actor, (s) => s.matches('running'));
    expect(selectCommandBusy(actor.getSnapshot())).toBe(true);
    finish();
    await waitFor(actor, (s) => s.matches('done'));
    expect(done).toEqual(['ran 7']);
    expect(selectCommandOutput(actor.getSnapshot())).toBe('ran 7');
  });

  it('does nothing when the person cancels', async () => {
    let runs = 0;
    const { actor } = start({ confirm: false, run: () => Promise.resolve(runs++) });
    actor.send({ type: 'command.start' });
    await waitFor(actor, (s) => s.matches('idle'));
    expect(runs).toBe(0);
  });

  it('shows the server’s text on failure, dismissible, and may be tried again', async () => {
    let fail = true;
    const { actor, done } = start({
      run: () =>
        fail ? Promise.reject(new Error('The role is assigned to 2 users.')) : Promise.resolve('ok'),
    });
    actor.send({ type: 'command.start' });
    await waitFor(actor, (s) => s.matches('failed'));
    expect(selectCommandError(actor.getSnapshot())).toBe('The role is assigned to 2 users.');
    actor.send({ type: 'command.dismiss' });
    expect(selectCommandError(actor.getSnapshot())).toBeNull();
    fail = false;
    actor.send({ type: 'command.start' });
    await waitFor(actor, (s) => s.matches('done'));
    expect(done).toEqual(['ok']);
  });
});
