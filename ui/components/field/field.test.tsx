import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { describedBy, FieldFrame } from './field';

test('labels its control, marks required with a hidden asterisk, and links its messages', async () => {
  const props = { error: 'Required', counter: '0 / 10' };
  const { container } = render(
    <FieldFrame id="city" label="City" required {...props}>
      <input id="city" aria-describedby={describedBy('city', props)} />
    </FieldFrame>,
  );
  const input = screen.getByRole('textbox', { name: 'City' });
  expect(screen.getByText('*')).toHaveAttribute('aria-hidden', 'true');
  expect(input).toHaveAccessibleDescription('Required 0 / 10');
  await expectNoAxeViolations(container);
});
