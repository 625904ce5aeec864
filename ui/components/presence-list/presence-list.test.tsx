import { render, screen, within } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { PresenceList } from './presence-list';

test('names each other person on the record with initials, and who is editing', async () => {
  render(
    <PresenceList
      people={[
        { systemUserId: 3, name: 'Sam Ortiz', editing: true, label: 'Sam Ortiz is editing' },
        { systemUserId: 2, name: 'Dana Whitaker', editing: false, label: 'Dana Whitaker is viewing' },
      ]}
    />,
  );
  const list = screen.getByRole('list', { name: 'Also here' });
  const items = within(list).getAllByRole('listitem');
  expect(items.map((i) => i.textContent)).toEqual(['SOSam Ortiz is editing', 'DWDana Whitaker is viewing']);
  await expectNoAxeViolations(document.body);
});
