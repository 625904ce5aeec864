import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '#ui/components/button/button';
import { FocusKeeper, focusFallback } from '#ui/components/focus-keeper/focus-keeper';
import { renderWithRuntime } from '../testing/render-with-runtime';
import { ConfirmHost } from './confirm-host';
import { useRuntime } from './runtime-context';
import { SnackbarHost } from './snackbar-host';

describe('SnackbarHost (issue #25: messages do not queue)', () => {
  it('shows a new message at once in place of the shown one, with Close', async () => {
    const t = renderWithRuntime(<SnackbarHost />);
    act(() => t.runtime.showSnackbar({ text: 'Orders grouped successfully.', severity: 'success' }));
    expect(screen.getByRole('status')).toHaveTextContent('Orders grouped successfully.');
    act(() => t.runtime.showSnackbar({ text: 'Orders ungrouped successfully.', severity: 'success' }));
    // Same tick, no timer run: the new text is there and the old one gone.
    expect(screen.getByRole('status')).toHaveTextContent('Orders ungrouped successfully.');
    expect(screen.queryByText('Orders grouped successfully.')).toBeNull();
    await t.user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });
});

/**
 * A list's Delete: asks the app's confirm dialog, then does its work. `disablesWhileAsking` as the lists'
 * Delete does (the list freezes its selection meanwhile), in a toolbar that holds focus for it.
 */
function DeleteButton({ disablesWhileAsking = false }: { disablesWhileAsking?: boolean }) {
  const runtime = useRuntime();
  const [answer, setAnswer] = useState('');
  const [asking, setAsking] = useState(false);
  const ask = async () => {
    setAsking(true);
    const yes = await runtime.confirm({ message: 'Delete 2 orders?' });
    // The answer reaches the list a moment after the dialog has gone.
    await new Promise((resolve) => setTimeout(resolve, 50));
    setAsking(false);
    setAnswer(String(yes));
  };
  return (
    <div role="group" aria-label="Orders actions" {...focusFallback}>
      <Button disabled={disablesWhileAsking && asking} onClick={() => void ask()}>
        Delete
      </Button>
      <output aria-label="Answer">{answer}</output>
    </div>
  );
}

describe('ConfirmHost (issue #25: focus stays where the person is)', () => {
  it.each([
    ['Cancel', false],
    ['Confirm', false],
    ['Cancel', true],
  ])(
    'gives focus back to the button that asked, after %s (disabled while asking: %s)',
    async (answer, disables) => {
      const t = renderWithRuntime(
        <>
          <DeleteButton disablesWhileAsking={disables} />
          <ConfirmHost />
          <FocusKeeper />
        </>,
      );
      const asker = screen.getByRole('button', { name: 'Delete' });
      await t.user.click(asker);
      const dialog = await screen.findByRole('alertdialog', { name: 'Confirm' });
      await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
      await t.user.click(screen.getByRole('button', { name: answer }));
      await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
      await waitFor(() =>
        expect(screen.getByRole('status', { name: 'Answer' })).toHaveTextContent(
          answer === 'Confirm' ? 'true' : 'false',
        ),
      );
      await waitFor(() => expect(asker).toHaveFocus());
    },
  );
});
