import { describe, expect, it } from 'vitest';
import { SimulatedClock, createActor } from 'xstate';
import type { ConfirmResolved } from './confirm.machine';
import { confirmMachine } from './confirm.machine';
import { confirmRequest, isConfirmOpen } from './confirm.selectors';

function start() {
  const actor = createActor(confirmMachine, { clock: new SimulatedClock() }).start();
  const emitted: ConfirmResolved[] = [];
  actor.on('confirm.resolved', (e) => void emitted.push(e));
  return { actor, emitted };
}

describe('confirmMachine', () => {
  it('opens with the default texts and colour', () => {
    const { actor } = start();
    expect(isConfirmOpen(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'confirm.open' });
    expect(isConfirmOpen(actor.getSnapshot())).toBe(true);
    expect(confirmRequest(actor.getSnapshot())).toEqual({
      id: 1,
      title: 'Confirm',
      message: 'Are you sure you want to proceed?',
      confirmText: 'Confirm',
      cancelText: 'Cancel',
      color: 'info',
    });
  });

  it('keeps given options and fills the rest', () => {
    const { actor } = start();
    actor.send({ type: 'confirm.open', title: 'Delete order', color: 'error', message: undefined });
    expect(confirmRequest(actor.getSnapshot())).toMatchObject({
      title: 'Delete order',
      color: 'error',
      message: 'Are you sure you want to proceed?',
    });
  });

  it('accept closes and emits accepted for the request', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'confirm.open' });
    actor.send({ type: 'confirm.accept' });
    expect(isConfirmOpen(actor.getSnapshot())).toBe(false);
    expect(confirmRequest(actor.getSnapshot())).toBeNull();
    expect(emitted).toEqual([{ type: 'confirm.resolved', requestId: 1, accepted: true }]);
  });

  it('cancel closes and emits not accepted', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'confirm.open' });
    actor.send({ type: 'confirm.cancel' });
    expect(isConfirmOpen(actor.getSnapshot())).toBe(false);
    expect(emitted).toEqual([{ type: 'confirm.resolved', requestId: 1, accepted: false }]);
  });

  it('a second open cancels the first and shows the second', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'confirm.open', title: 'First' });
    actor.send({ type: 'confirm.open', title: 'Second' });
    expect(confirmRequest(actor.getSnapshot())).toMatchObject({ id: 2, title: 'Second' });
    expect(emitted).toEqual([{ type: 'confirm.resolved', requestId: 1, accepted: false }]);
  });

  it('ignores accept and cancel while closed', () => {
    const { actor, emitted } = start();
    expect(actor.getSnapshot().can({ type: 'confirm.accept' })).toBe(false);
    actor.send({ type: 'confirm.cancel' });
    expect(emitted).toEqual([]);
  });
});
