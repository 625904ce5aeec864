import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { SelectField } from './select-field';

const states = [
  { value: 'Oregon', label: 'Oregon' },
  { value: 'Washington', label: 'Washington' },
  { value: 'Idaho', label: 'Idaho', disabled: true },
];

function Controlled() {
  const [value, setValue] = useState('');
  return (
    <SelectField
      label="State"
      required
      placeholder="Select a state"
      options={states}
      value={value}
      onChange={setValue}
    />
  );
}

test('picks an option by label and shows the placeholder first', async () => {
  const { container } = render(<Controlled />);
  const select = screen.getByRole('combobox', { name: 'State' });
  expect(select).toHaveDisplayValue('Select a state');
  expect(select).toBeRequired();
  await userEvent.selectOptions(select, 'Washington');
  expect(select).toHaveValue('Washington');
  expect(screen.getByRole('option', { name: 'Idaho' })).toBeDisabled();
  await expectNoAxeViolations(container);
});

test('shows its error', async () => {
  const { container } = render(
    <SelectField label="State" value="" options={states} error="State is required" />,
  );
  expect(screen.getByRole('combobox', { name: 'State' })).toHaveAccessibleDescription('State is required');
  await expectNoAxeViolations(container);
});
