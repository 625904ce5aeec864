import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { ask } from './confirm.ask';
import { confirmMachine } from './confirm.machine';
import { confirmRequest } from './confirm.selectors';

const start = () => ({ actor: createActor(confirmMachine).start() });

describe('ask', () => {
  it('resolves true on accept and false on cancel', async () => {
    const { actor } = start();
    const yes = ask(actor, { title: 'Delete?' });
    expect(confirmRequest(actor.getSnapshot())?.title).toBe('Delete?');
    actor.send({ type: 'confirm.accept' });
    await expect(yes).resolves.toBe(true);
    const no = ask(actor);
    actor.send({ type: 'confirm.cancel' });
    await expect(no).resolves.toBe(false);
  });

  it('resolves a replaced request false and the replacing one by its own answer', async () => {
    const { actor } = start();
    const first = ask(actor, { title: 'First' });
    const second = ask(actor, { title: 'Second' });
    actor.send({ type: 'confirm.accept' });
    await expect(first).resolves.toBe(false);
    await expect(second).resolves.toBe(true);
  });

  it('resolves false when the actor stops', async () => {
    const { actor } = start();
    const pending = ask(actor);
    actor.stop();
    await expect(pending).resolves.toBe(false);
  });
});
