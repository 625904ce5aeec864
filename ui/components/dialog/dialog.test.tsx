import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
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
