import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { CollapsibleSection } from './collapsible-section';

test('a button that shows and hides its content, by click and keyboard', async () => {
  const { container } = render(
    <CollapsibleSection title="Advanced Options">
      <p>Apply role permissions</p>
    </CollapsibleSection>,
  );
  const trigger = screen.getByRole('button', { name: 'Advanced Options' });
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
  expect(screen.queryByText('Apply role permissions')).not.toBeInTheDocument();

  await userEvent.click(trigger);
  expect(trigger).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByText('Apply role permissions')).toBeInTheDocument();
  await expectNoAxeViolations(container);

  trigger.focus();
  await userEvent.keyboard('{Enter}');
  expect(trigger).toHaveAttribute('aria-expanded', 'false');
});
