import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { Avatar, initialsOf } from './avatar';

test('shows initials and is named by the full name', async () => {
  const { container } = render(<Avatar name="Ada King Lovelace" />);
  expect(screen.getByRole('img', { name: 'Ada King Lovelace' })).toHaveTextContent('AL');
  await expectNoAxeViolations(container);
});

test('initials for one word, blanks and lower case', () => {
  expect(initialsOf('ada')).toBe('A');
  expect(initialsOf('  grace   hopper ')).toBe('GH');
  expect(initialsOf('')).toBe('?');
});
