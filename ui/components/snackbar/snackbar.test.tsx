import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { Snackbar } from './snackbar';

test('announces its text in a status region and closes by its Close button or Escape', async () => {
  const onClose = vi.fn();
  const { container } = render(<Snackbar open text="Order saved" severity="success" onClose={onClose} />);
  expect(screen.getByRole('status')).toHaveTextContent('Order saved');
  const close = screen.getByRole('button', { name: 'Close' });
  await userEvent.click(close);
  await userEvent.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(2);
  await expectNoAxeViolations(container);
});

test('keeps the empty live region when closed', () => {
  render(<Snackbar open={false} text="Order saved" onClose={() => {}} />);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});
