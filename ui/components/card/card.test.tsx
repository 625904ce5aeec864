import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { Button } from '../button/button';
import { Card } from './card';

test('a titled card is a region named by its heading, with actions beside it', async () => {
  const { container } = render(
    <Card title="Contact" actions={<Button variant="ghost">Edit</Button>} width={550}>
      <p>Ada Lovelace</p>
    </Card>,
  );
  const region = screen.getByRole('region', { name: 'Contact' });
  expect(screen.getByRole('heading', { level: 2, name: 'Contact' })).toBeInTheDocument();
  expect(region).toHaveTextContent('Ada Lovelace');
  expect(region).toHaveStyle({ maxWidth: '550px' });
  expect(screen.getByRole('button', { name: 'Edit' })).toBeInTheDocument();
  await expectNoAxeViolations(container);
});

test('an untitled card is a plain container', () => {
  render(<Card padding="none">Plain</Card>);
  expect(screen.queryByRole('region')).not.toBeInTheDocument();
  expect(screen.getByText('Plain')).toBeInTheDocument();
});
