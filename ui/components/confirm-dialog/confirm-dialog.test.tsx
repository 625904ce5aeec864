import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { ConfirmDialog } from './confirm-dialog';

test('asks with the default texts and answers Confirm without calling Cancel', async () => {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(<ConfirmDialog open onConfirm={onConfirm} onCancel={onCancel} />);
  const dialog = screen.getByRole('alertdialog', { name: 'Confirm' });
  expect(dialog).toHaveAccessibleDescription('Are you sure you want to proceed?');
  expect(dialog).toHaveStyle({ maxWidth: '600px' });
  // Cancel takes first focus so Enter cannot confirm by accident.
  expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus();
  await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
  expect(onConfirm).toHaveBeenCalledOnce();
  expect(onCancel).not.toHaveBeenCalled();
  await expectNoAxeViolations(document.body);
});

test('custom texts and colour; Cancel and Escape cancel', async () => {
  const onCancel = vi.fn();
  render(
    <ConfirmDialog
      open
      color="error"
      title="Delete order"
      message="This cannot be undone."
      confirmText="Delete"
      cancelText="Keep"
      onConfirm={() => {}}
      onCancel={onCancel}
    />,
  );
  expect(screen.getByRole('alertdialog', { name: 'Delete order' })).toHaveTextContent(
    'This cannot be undone.',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Keep' }));
  await userEvent.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
});
