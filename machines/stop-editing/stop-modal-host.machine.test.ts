import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { journeyStop } from '../order-journey/journey-fixture';
import { selectStopModal } from './stop-editing.selectors';
import { stopModalHostMachine } from './stop-modal-host.machine';

const stops = [journeyStop(121, 1, 'pickup'), journeyStop(122, 2, 'delivery')];

describe('stopModalHost (the load page)', () => {
  it('invokes the stop modal on the stop chosen; closing the modal closes the host, and it opens again', () => {
    const host = createActor(stopModalHostMachine).start();
    expect(host.getSnapshot().children.stopModal).toBeUndefined();
    host.send({ type: 'modal.opened', stops, index: 1, loadDelivered: false, loadId: 12, legs: [] });
    const modal = host.getSnapshot().children.stopModal!;
    expect(selectStopModal(modal.getSnapshot())).toMatchObject({ open: true, stopNumber: 2, total: 2 });
    modal.send({ type: 'modal.close' });
    expect(host.getSnapshot().value).toBe('closed');
    expect(host.getSnapshot().children.stopModal).toBeUndefined();
    host.send({ type: 'modal.opened', stops, index: 0, loadDelivered: false });
    expect(selectStopModal(host.getSnapshot().children.stopModal!.getSnapshot()).stopNumber).toBe(1);
  });
});
