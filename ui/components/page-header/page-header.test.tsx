import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { Button } from '../button/button';
import { PageHeader } from './page-header';

test('shows the page title as the h1 with its actions', async () => {
  const { container } = render(
    <PageHeader title="Orders" subtitle="All open orders" actions={<Button>New Order</Button>} />,
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
  expect(screen.getByText('All open orders')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'New Order' })).toBeInTheDocument();
  await expectNoAxeViolations(container);
});
