import { act, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '#ui/components/button/button';
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

/** A list's Delete: asks the app's confirm dialog, then does its work. */
function DeleteButton() {
  const runtime = useRuntime();
  const [answer, setAnswer] = useState('');
  return (
    <>
      <Button onClick={async () => setAnswer(String(await runtime.confirm({ message: 'Delete 2 orders?' })))}>
        Delete
      </Button>
      <output aria-label="Answer">{answer}</output>
    </>
  );
}

describe('ConfirmHost (issue #25: focus stays where the person is)', () => {
  it.each(['Cancel', 'Confirm'])('gives focus back to the button that asked, after %s', async (answer) => {
    const t = renderWithRuntime(
      <>
        <DeleteButton />
        <ConfirmHost />
      </>,
    );
    const asker = screen.getByRole('button', { name: 'Delete' });
    await t.user.click(asker);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await t.user.click(screen.getByRole('button', { name: answer }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByRole('status', { name: 'Answer' })).toHaveTextContent(
      answer === 'Confirm' ? 'true' : 'false',
    );
    await waitFor(() => expect(asker).toHaveFocus());
  });
});
