import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '#contract/messages';
import { Button } from '#ui/components/button/button';
import { SnackbarHost } from '../../app/snackbar-host';
import { renderWithRuntime } from '../../testing/render-with-runtime';
import { LoadOnPress } from './load-on-press';

function Picker({ opened }: { opened: boolean }) {
  return <p>{opened ? 'Picker open' : 'Picker closed'}</p>;
}

describe('LoadOnPress (decision 092: a popover whose code is fetched on first use)', () => {
  it('says so when the code cannot be fetched, and a later press fetches it again and opens it', async () => {
    // Pointing at the button and focusing it fetch too; every fetch fails until the code is reachable.
    let reachable = false;
    const load = () =>
      reachable
        ? Promise.resolve(Picker)
        : Promise.reject(new TypeError('Failed to fetch dynamically imported module: /assets/picker.js'));
    const t = renderWithRuntime(
      <>
        <LoadOnPress
          load={load}
          button={<Button>Date</Button>}
          render={(Component, opened) => <Component opened={opened} />}
        />
        <SnackbarHost />
      </>,
    );
    await t.user.click(screen.getByRole('button', { name: 'Date' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(messages.chunkLoadFailed));
    expect(screen.queryByText(/Picker/)).toBeNull();
    reachable = true;
    await act(async () => {
      await t.user.click(screen.getByRole('button', { name: 'Date' }));
    });
    expect(await screen.findByText('Picker open')).toBeInTheDocument();
  });
});
