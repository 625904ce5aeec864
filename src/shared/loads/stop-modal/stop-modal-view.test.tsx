import { render, screen, within } from '@testing-library/react';
import { createActor } from 'xstate';
import { expect, it, vi } from 'vitest';
import { stopEditingMachine } from '#machines/stop-editing/stop-editing.machine';
import { selectStopModal } from '#machines/stop-editing/stop-editing.selectors';
import { StopModalView } from './stop-modal-view';
import type { StopModalBinding } from './use-stop-modal';

it('a stop modal opened without a load says "Load is not defined" (spec 2 §8) and can be closed', () => {
  const actor = createActor(stopEditingMachine, {
    input: { stops: [], index: 0, loadDelivered: false },
  }).start();
  const send = vi.fn();
  const props: StopModalBinding = {
    loadId: 0,
    statusId: null,
    view: selectStopModal(actor.getSnapshot()),
    runReceiving: vi.fn(),
    stopOnly: false,
    mayEdit: true,
    maySummarize: true,
    send,
  };
  render(<StopModalView {...props} />);
  const dialog = within(screen.getByRole('dialog'));
  expect(dialog.getByText('Load is not defined')).toBeInTheDocument();
  dialog.getByRole('button', { name: 'Cancel' }).click();
  expect(send).toHaveBeenCalledWith({ type: 'modal.cancel' });
});
