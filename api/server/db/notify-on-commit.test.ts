import { describe, expect, it } from 'vitest';
import { Notifier, type Notification } from './notify-on-commit';

/** A send that waits until the test lets it finish, recording each batch. */
function heldSends() {
  const batches: Notification[][] = [];
  const finish: ((error?: Error) => void)[] = [];
  const send = (batch: readonly Notification[]) =>
    new Promise<void>((resolve, reject) => {
      batches.push([...batch]);
      finish.push((error) => (error ? reject(error) : resolve()));
    });
  return { batches, finish, send };
}

const note = (payload: string): Notification => ({ channel: 'c', payload });
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('Notifier', () => {
  it('sends one batch at a time: what is asked meanwhile goes in the next, once', async () => {
    const { batches, finish, send } = heldSends();
    const notifier = new Notifier(send, () => undefined);
    notifier.add([note('a')]);
    notifier.add([note('b'), note('c')]);
    notifier.add([note('b'), { channel: 'other', payload: 'b' }]);
    expect(batches).toEqual([[note('a')]]);
    finish[0]!();
    await settle();
    expect(batches).toEqual([[note('a')], [note('b'), note('c'), { channel: 'other', payload: 'b' }]]);
    finish[1]!();
    await notifier.idle();
    expect(batches).toHaveLength(2);
  });

  it('reports a failed batch and still sends the next', async () => {
    const { batches, finish, send } = heldSends();
    const errors: string[] = [];
    const notifier = new Notifier(send, (error) => errors.push(error.message));
    notifier.add([note('a')]);
    notifier.add([note('b')]);
    finish[0]!(new Error('connection lost'));
    await settle();
    expect(errors).toEqual(['connection lost']);
    expect(batches).toEqual([[note('a')], [note('b')]]);
    const idle = notifier.idle();
    finish[1]!();
    await idle;
  });

  it('sends nothing for an empty ask', async () => {
    const { batches, send } = heldSends();
    new Notifier(send, () => undefined).add([]);
    await settle();
    expect(batches).toEqual([]);
  });
});
