import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { Button } from '../button/button';
import { Dialog } from './dialog';

test('a titled modal that closes on Escape and its close button', async () => {
  const onOpenChange = vi.fn();
  render(
    <Dialog
      open
      onOpenChange={onOpenChange}
      title="Edit stop"
      description="Change the dock and times."
      width={1200}
      footer={<Button>Save</Button>}
    >
      <p>Body</p>
    </Dialog>,
  );
  const dialog = screen.getByRole('dialog', { name: 'Edit stop' });
  expect(dialog).toHaveAccessibleDescription('Change the dock and times.');
  expect(dialog).toHaveStyle({ maxWidth: '1200px' });
  expect(screen.getByRole('button', { name: 'Save' })).toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(onOpenChange).toHaveBeenLastCalledWith(false);
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  expect(onOpenChange).toHaveBeenCalledTimes(2);
  await expectNoAxeViolations(document.body);
});

test('persistent ignores Escape and has no close button', async () => {
  const onOpenChange = vi.fn();
  render(
    <Dialog open persistent onOpenChange={onOpenChange} title="Saving">
      <p>Please wait</p>
    </Dialog>,
  );
  await userEvent.keyboard('{Escape}');
  expect(onOpenChange).not.toHaveBeenCalled();
  expect(screen.queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();
  expect(screen.getByRole('dialog', { name: 'Saving' })).toBeInTheDocument();
});

/** A page that opens the dialog from its own state, as every screen does (no Dialog.Trigger). */
function Opener({ onSaved }: { onSaved?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button>Before</Button>
      <Button onClick={() => setOpen(true)}>Add Order</Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Add Order"
        footer={
          <>
            <Button onClick={() => setOpen(false)}>Cancel</Button>
            <Button
              onClick={() => {
                onSaved?.();
                setOpen(false);
              }}
            >
              Save
            </Button>
          </>
        }
      >
        <input aria-label="PO" />
      </Dialog>
    </>
  );
}

describe('focus goes back to the control that opened the dialog (issue #25)', () => {
  test.each([
    ['Escape', async () => userEvent.keyboard('{Escape}')],
    ['its close button', async () => userEvent.click(screen.getByRole('button', { name: 'Close' }))],
    ['Cancel', async () => userEvent.click(screen.getByRole('button', { name: 'Cancel' }))],
    ['Save', async () => userEvent.click(screen.getByRole('button', { name: 'Save' }))],
  ])('after %s', async (_, close) => {
    render(<Opener />);
    const opener = screen.getByRole('button', { name: 'Add Order' });
    await userEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Add Order' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await close();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  test('opened from the keyboard too', async () => {
    render(<Opener />);
    await userEvent.tab();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Add Order' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Add Order' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add Order' })).toHaveFocus());
  });
});
