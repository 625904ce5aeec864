import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { LinkButton, textLinkClass } from './link-button';

test('a button that looks like a link and works by click and keyboard', async () => {
  const onClick = vi.fn();
  const { container } = render(
    <p>
      <LinkButton onClick={onClick}>Resend email</LinkButton> or{' '}
      <a href="/login" className={textLinkClass({ tone: 'muted' })}>
        Back
      </a>
    </p>,
  );
  const button = screen.getByRole('button', { name: 'Resend email' });
  await userEvent.click(button);
  button.focus();
  await userEvent.keyboard('{Enter}');
  expect(onClick).toHaveBeenCalledTimes(2);
  expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/login');
  await expectNoAxeViolations(container);
});
