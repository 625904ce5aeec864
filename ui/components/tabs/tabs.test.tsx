import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { TabPanel, Tabs } from './tabs';

const items = [
  { value: 'requests', label: 'Requests', count: 4 },
  { value: 'system', label: 'All Users' },
  { value: 'admins', label: 'Admins' },
];

function Controlled() {
  const [value, setValue] = useState('system');
  return (
    <Tabs label="User areas" items={items} value={value} onValueChange={setValue}>
      {items.map((t) => (
        <TabPanel key={t.value} value={t.value}>
          {`${t.label} panel`}
        </TabPanel>
      ))}
    </Tabs>
  );
}

test('a named tab list with a count badge; click and arrow keys switch panels', async () => {
  const { container } = render(<Controlled />);
  expect(screen.getByRole('tablist', { name: 'User areas' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'Requests 4' })).toBeInTheDocument();
  expect(screen.getByRole('tab', { name: 'All Users' })).toHaveAttribute('aria-selected', 'true');
  expect(screen.getByRole('tabpanel', { name: 'All Users' })).toHaveTextContent('All Users panel');

  await userEvent.click(screen.getByRole('tab', { name: 'Requests 4' }));
  expect(screen.getByRole('tabpanel')).toHaveTextContent('Requests panel');

  await userEvent.keyboard('{ArrowRight}');
  expect(screen.getByRole('tab', { name: 'All Users' })).toHaveFocus();
  expect(screen.getByRole('tabpanel')).toHaveTextContent('All Users panel');
  await expectNoAxeViolations(container);
});
