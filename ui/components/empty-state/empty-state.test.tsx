import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test, vi } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { Button } from '../button/button';
import { EmptyState } from './empty-state';

test('says nothing is here and offers a way forward', async () => {
  const onClear = vi.fn();
  const { container } = render(
    <EmptyState
      title="No orders found"
      description="Try another search or clear the filters."
      action={<Button onClick={onClear}>Clear filters</Button>}
    />,
  );
  expect(screen.getByRole('heading', { name: 'No orders found' })).toBeInTheDocument();
  expect(screen.getByText('Try another search or clear the filters.')).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Clear filters' }));
  expect(onClear).toHaveBeenCalledOnce();
  await expectNoAxeViolations(container);
});
