import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { MultiSelectField, type MultiSelectFieldProps } from './multi-select-field';

const options = [
  { value: '11', label: 'User Add' },
  { value: '12', label: 'User View' },
  { value: '13', label: 'User Update' },
];

function Controlled(props: Partial<MultiSelectFieldProps>) {
  const [value, setValue] = useState<string[]>(['12']);
  return (
    <MultiSelectField label="Permissions" value={value} options={options} onChange={setValue} {...props} />
  );
}

test('a labelled group of checkboxes; the choice keeps the options’ order', async () => {
  const { container } = render(<Controlled required helperText="Pick any" />);
  const group = screen.getByRole('group', { name: /Permissions/ });
  expect(group).toHaveAccessibleDescription('Pick any');
  expect(screen.getByRole('checkbox', { name: 'User View' })).toBeChecked();
  await userEvent.click(screen.getByRole('checkbox', { name: 'User Add' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'User View' }));
  await userEvent.click(screen.getByRole('checkbox', { name: 'User Update' }));
  expect(screen.getByRole('checkbox', { name: 'User Add' })).toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'User View' })).not.toBeChecked();
  await expectNoAxeViolations(container);
});

test('error, disabled and read-only', async () => {
  const { container, rerender } = render(<Controlled error="This field is required" />);
  expect(screen.getByRole('group', { name: /Permissions/ })).toHaveAccessibleDescription(
    'This field is required',
  );
  await expectNoAxeViolations(container);
  rerender(<Controlled disabled />);
  expect(screen.getByRole('checkbox', { name: 'User Add' })).toBeDisabled();
  rerender(<Controlled readOnly />);
  await userEvent.click(screen.getByRole('checkbox', { name: 'User Add' }));
  expect(screen.getByRole('checkbox', { name: 'User Add' })).not.toBeChecked();
  expect(screen.getByRole('checkbox', { name: 'User Add' })).toHaveAttribute('aria-readonly', 'true');
});
