import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { Button } from '../button/button';
import { Inline } from '../inline/inline';
import { focusFallback, useFocusKeeper } from './focus-keeper';

function Page() {
  useFocusKeeper();
  const [grouping, setGrouping] = useState(false);
  const [rows, setRows] = useState([1, 2]);
  return (
    <main tabIndex={-1}>
      <Inline role="group" aria-label="Orders actions" {...focusFallback}>
        <Button loading={grouping} onClick={() => setGrouping(true)}>
          Group
        </Button>
        <Button>Reload</Button>
      </Inline>
      <ul>
        {rows.map((r) => (
          <li key={r}>
            <Button onClick={() => setRows((all) => all.filter((x) => x !== r))}>{`Delete ${r}`}</Button>
          </li>
        ))}
      </ul>
      <Button onClick={() => setRows([])}>Stay</Button>
    </main>
  );
}

test('a button that disables itself as it works leaves focus on its toolbar, not the page top', async () => {
  render(<Page />);
  await userEvent.click(screen.getByRole('button', { name: 'Group' }));
  expect(screen.getByRole('button', { name: 'Group' })).toBeDisabled();
  await waitFor(() => expect(screen.getByRole('group', { name: 'Orders actions' })).toHaveFocus());
  // Tab goes on from there.
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
});

test('a removed control leaves focus on the closest fallback around it (the main area)', async () => {
  render(<Page />);
  await userEvent.click(screen.getByRole('button', { name: 'Delete 1' }));
  expect(screen.queryByRole('button', { name: 'Delete 1' })).toBeNull();
  await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
});

test('leaves focus alone when a control that did not have it goes away', async () => {
  render(<Page />);
  await userEvent.click(screen.getByRole('button', { name: 'Stay' }));
  await waitFor(() => expect(screen.queryByRole('listitem')).toBeNull());
  expect(screen.getByRole('button', { name: 'Stay' })).toHaveFocus();
});
