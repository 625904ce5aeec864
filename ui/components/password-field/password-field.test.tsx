import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { PasswordField } from './password-field';

test('hides the password until the person asks to see it', async () => {
  const onEnter = vi.fn();
  const { container } = render(<PasswordField label="Password" value="s3cret!" onEnter={onEnter} />);
  const input = screen.getByLabelText('Password');
  expect(input).toHaveAttribute('type', 'password');
  expect(input).toHaveAttribute('autocomplete', 'current-password');

  await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
  expect(input).toHaveAttribute('type', 'text');

  await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
  expect(input).toHaveAttribute('type', 'password');

  await userEvent.type(input, '{Enter}');
  expect(onEnter).toHaveBeenCalledOnce();
  await expectNoAxeViolations(container);
});
