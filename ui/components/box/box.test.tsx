import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { sprinkles } from '#ui/theme/sprinkles.css';
import { Box } from './box';
import * as s from './box.css';

test('a box is the element asked for, with its attributes, the sprinkles of its props and its own class', async () => {
  const { container } = render(
    <Box as="section" aria-label="Totals" padding="lg" display="flex" gap="sm" className="extra">
      <p>42 orders</p>
    </Box>,
  );
  const region = screen.getByRole('region', { name: 'Totals' });
  expect(region.tagName).toBe('SECTION');
  expect(region).toHaveTextContent('42 orders');
  for (const name of sprinkles({ padding: 'lg', display: 'flex', gap: 'sm' }).split(' '))
    expect(region).toHaveClass(name);
  expect(region).toHaveClass('extra');
  expect(region).not.toHaveAttribute('padding');
  await expectNoAxeViolations(container);
});

test('a plain box is a div with no class at all', () => {
  render(<Box data-testid="plain">Plain</Box>);
  const box = screen.getByTestId('plain');
  expect(box.tagName).toBe('DIV');
  expect(box).not.toHaveAttribute('class');
});

test('a list box drops bullets, margin and padding unless a padding is given', () => {
  render(
    <>
      <Box as="ul" aria-label="Bare">
        <li>One</li>
      </Box>
      <Box as="ol" aria-label="Padded" paddingLeft="xl">
        <li>Two</li>
      </Box>
    </>,
  );
  const bare = screen.getByRole('list', { name: 'Bare' });
  expect(bare).toHaveClass(s.list, ...sprinkles({ margin: 'none', padding: 'none' }).split(' '));
  const padded = screen.getByRole('list', { name: 'Padded' });
  expect(padded.tagName).toBe('OL');
  expect(padded).toHaveClass(sprinkles({ paddingLeft: 'xl' }));
  expect(padded).not.toHaveClass(sprinkles({ paddingLeft: 'none' }));
});
