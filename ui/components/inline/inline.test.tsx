import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { sprinkles } from '#ui/theme/sprinkles.css';
import { Inline } from './inline';
import * as s from './inline.css';

test('an inline lays its children out in a wrapping row with the gap and alignment asked for', async () => {
  const { container } = render(
    <Inline role="group" aria-label="Actions" gap="sm" alignY="center" align="end">
      <button type="button">Save</button>
      <button type="button">Cancel</button>
    </Inline>,
  );
  const group = screen.getByRole('group', { name: 'Actions' });
  expect(group).toHaveClass(
    s.inline,
    ...sprinkles({ gap: 'sm', alignItems: 'center', justifyContent: 'flex-end', flexWrap: 'wrap' }).split(
      ' ',
    ),
  );
  expect(screen.getAllByRole('button')).toHaveLength(2);
  await expectNoAxeViolations(container);
});

test('wrap={false} keeps the children on one line', () => {
  render(
    <Inline data-testid="row" wrap={false} alignY="baseline" align="space-between">
      <span>Left</span>
      <span>Right</span>
    </Inline>,
  );
  expect(screen.getByTestId('row')).toHaveClass(
    ...sprinkles({ flexWrap: 'nowrap', alignItems: 'baseline', justifyContent: 'space-between' }).split(' '),
  );
});
