import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { RadioGroup } from './radio-group';

const options = [
  { value: 'a', label: 'Acme Admin (Administrator)' },
  { value: 'b', label: 'Picker 7 (Scan To Pick)', disabled: true },
  { value: 'c', label: 'Harbor Foods (Harbor Foods Inc.)' },
];

function Controlled() {
  const [value, setValue] = useState('a');
  return (
    <RadioGroup
      label="Please select the account you wish to use:"
      options={options}
      value={value}
      onValueChange={setValue}
    />
  );
}

test('a named group whose options are chosen by click and arrow keys, skipping disabled ones', async () => {
  const { container } = render(<Controlled />);
  expect(
    screen.getByRole('radiogroup', { name: 'Please select the account you wish to use:' }),
  ).toBeInTheDocument();
  const first = screen.getByRole('radio', { name: 'Acme Admin (Administrator)' });
  const last = screen.getByRole('radio', { name: 'Harbor Foods (Harbor Foods Inc.)' });
  expect(first).toBeChecked();
  expect(screen.getByRole('radio', { name: 'Picker 7 (Scan To Pick)' })).toBeDisabled();

  await userEvent.click(screen.getByText('Harbor Foods (Harbor Foods Inc.)'));
  expect(last).toBeChecked();

  last.focus();
  // Hold the key across a tick: Radix moves focus in a timeout and checks only while an arrow is down.
  await userEvent.keyboard('{ArrowDown>}{/ArrowDown}');
  expect(first).toBeChecked();
  await expectNoAxeViolations(container);
});
