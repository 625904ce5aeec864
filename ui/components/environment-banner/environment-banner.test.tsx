import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { EnvironmentBanner } from './environment-banner';

test('names a non-production environment', async () => {
  const { container } = render(<EnvironmentBanner environment="staging" />);
  expect(screen.getByRole('note', { name: 'Environment' })).toHaveTextContent('staging environment');
  await expectNoAxeViolations(container);
});

test('shows nothing in production', () => {
  const { container } = render(<EnvironmentBanner environment="Production" />);
  expect(container).toBeEmptyDOMElement();
});
