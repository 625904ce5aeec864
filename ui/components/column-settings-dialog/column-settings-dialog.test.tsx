import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { ColumnSettingsDialog } from './column-settings-dialog';

const columns = [
  { id: 'orderId', label: 'Order #' },
  { id: 'customer', label: 'Customer' },
  { id: 'status', label: 'Status' },
];

function Harness({ onSave, onCancel }: { onSave: (ids: string[]) => void; onCancel: () => void }) {
  const [shown, setShown] = useState(['orderId', 'status']);
  const all = shown.length === columns.length;
  return (
    <ColumnSettingsDialog
      open
      columns={columns}
      shown={shown}
      canSave={shown.length > 0}
      onToggle={(id) => setShown((s) => (s.includes(id) ? s.filter((x) => x !== id) : [...s, id]))}
      onToggleAll={() => setShown(all ? [] : columns.map((c) => c.id))}
      onSave={() => onSave(shown)}
      onCancel={onCancel}
    />
  );
}

test('ticks columns, Select All, and saves', async () => {
  const onSave = vi.fn();
  render(<Harness onSave={onSave} onCancel={() => {}} />);
  const dialog = within(screen.getByRole('dialog', { name: 'Column Settings' }));
  const group = within(dialog.getByRole('group', { name: 'Shown Columns' }));
  expect(group.getByRole('checkbox', { name: 'Customer' })).not.toBeChecked();
  expect(group.getByRole('checkbox', { name: 'Select All' })).toHaveAttribute('aria-checked', 'mixed');
  await userEvent.click(group.getByRole('checkbox', { name: 'Select All' }));
  expect(group.getByRole('checkbox', { name: 'Customer' })).toBeChecked();
  await userEvent.click(group.getByRole('checkbox', { name: 'Select All' }));
  expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  await userEvent.click(group.getByRole('checkbox', { name: 'Status' }));
  await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
  expect(onSave).toHaveBeenCalledWith(['status']);
  await expectNoAxeViolations(document.body);
});

test('Cancel and Escape cancel', async () => {
  const onCancel = vi.fn();
  render(<Harness onSave={() => {}} onCancel={onCancel} />);
  await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
  await userEvent.keyboard('{Escape}');
  expect(onCancel).toHaveBeenCalledTimes(2);
});
