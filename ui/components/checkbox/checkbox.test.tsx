import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { Checkbox } from './checkbox';

const hint = 'If checked, the permissions from the following roles will be applied to your session.';

function Controlled() {
  const [checked, setChecked] = useState(true);
  return (
    <Checkbox
      label="Apply role permissions"
      description={hint}
      checked={checked}
      onCheckedChange={setChecked}
    />
  );
}

test('toggles by click on its label and by Space, and reads its hint', async () => {
  const { container } = render(<Controlled />);
  const box = screen.getByRole('checkbox', { name: 'Apply role permissions' });
  expect(box).toBeChecked();
  expect(box).toHaveAccessibleDescription(hint);
  await userEvent.click(screen.getByText('Apply role permissions'));
  expect(box).not.toBeChecked();
  box.focus();
  await userEvent.keyboard(' ');
  expect(box).toBeChecked();
  await expectNoAxeViolations(container);
});

test('disabled cannot be changed', async () => {
  render(<Checkbox label="Locked" checked={false} disabled />);
  const box = screen.getByRole('checkbox', { name: 'Locked' });
  await userEvent.click(box);
  expect(box).toBeDisabled();
  expect(box).not.toBeChecked();
});
