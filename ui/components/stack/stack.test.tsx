import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { sprinkles } from '#ui/theme/sprinkles.css';
import { Stack } from './stack';
import * as s from './stack.css';

test('a stack lays its children out in a column with the gap and alignment asked for', async () => {
  const { container } = render(
    <Stack as="main" gap="lg" align="center" paddingX="xl">
      <h1>Orders</h1>
      <p>No orders yet.</p>
    </Stack>,
  );
  const main = screen.getByRole('main');
  expect(main).toHaveClass(
    s.stack,
    ...sprinkles({ gap: 'lg', alignItems: 'center', paddingX: 'xl' }).split(' '),
  );
  expect(main).toContainElement(screen.getByRole('heading', { name: 'Orders' }));
  await expectNoAxeViolations(container);
});

test('without an alignment the children stretch to its width', () => {
  render(<Stack data-testid="stack">Only child</Stack>);
  const stack = screen.getByTestId('stack');
  expect(stack.className).toBe(s.stack);
});
