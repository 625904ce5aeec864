import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { Spinner } from './spinner';

test('announces itself as a loading progress bar', async () => {
  const { container } = render(<Spinner />);
  expect(screen.getByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
  await expectNoAxeViolations(container);
});

test('takes a custom label and can be hidden when decorative', () => {
  const { rerender } = render(<Spinner label="Checking link" block />);
  expect(screen.getByRole('progressbar', { name: 'Checking link' })).toBeInTheDocument();
  rerender(<Spinner decorative />);
  expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
});
