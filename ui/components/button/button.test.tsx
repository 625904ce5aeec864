import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { Button } from './button';

test('is a button named by its text that reacts to click and keyboard', async () => {
  const onClick = vi.fn();
  const { container } = render(<Button onClick={onClick}>Login</Button>);
  const button = screen.getByRole('button', { name: 'Login' });
  expect(button).toHaveAttribute('type', 'button');
  await userEvent.click(button);
  button.focus();
  await userEvent.keyboard('{Enter}');
  expect(onClick).toHaveBeenCalledTimes(2);
  await expectNoAxeViolations(container);
});

test('loading disables it and marks it busy, keeping its name', async () => {
  const onClick = vi.fn();
  const { container } = render(
    <Button variant="danger" loading onClick={onClick}>
      Continue
    </Button>,
  );
  const button = screen.getByRole('button', { name: 'Continue' });
  expect(button).toBeDisabled();
  expect(button).toHaveAttribute('aria-busy', 'true');
  await userEvent.click(button);
  expect(onClick).not.toHaveBeenCalled();
  await expectNoAxeViolations(container);
});

test('can submit a form', () => {
  render(
    <Button type="submit" variant="secondary" size="lg" fullWidth>
      Save
    </Button>,
  );
  expect(screen.getByRole('button', { name: 'Save' })).toHaveAttribute('type', 'submit');
});
