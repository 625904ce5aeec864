import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { Chip } from './chip';

test('shows its text in any tone, filled or outlined', async () => {
  const { container } = render(
    <div>
      <Chip>Dispatcher</Chip>
      <Chip tone="accent" outlined size="sm" withDot>
        Billing
      </Chip>
    </div>,
  );
  expect(screen.getByText('Dispatcher')).toBeInTheDocument();
  expect(screen.getByText('Billing')).toBeInTheDocument();
  expect(screen.getByText('Dispatcher').parentElement?.className).not.toBe(
    screen.getByText('Billing').parentElement?.className,
  );
  await expectNoAxeViolations(container);
});
