import { render, screen } from '@testing-library/react';
import { expect, test } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { Button } from '../button/button';
import { AuthLayout } from './auth-layout';

test('shows the logo, the titled card and the company footer', async () => {
  const { container } = render(
    <AuthLayout title="Request Access" width={550} year={2025}>
      <Button>Request Access</Button>
    </AuthLayout>,
  );
  expect(screen.getByRole('main')).toBeInTheDocument();
  expect(screen.getByRole('img', { name: 'Northwest Distribution Services' })).toBeInTheDocument();
  expect(screen.getByRole('heading', { level: 1, name: 'Request Access' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Request Access' }).parentElement).toHaveStyle({
    maxWidth: '550px',
  });
  expect(screen.getByRole('contentinfo')).toHaveTextContent('© 2025 Northwest Distribution Services');
  await expectNoAxeViolations(container);
});

test('takes a custom footer and logo', () => {
  render(
    <AuthLayout footer="Internal use only" logo={<span>Logo</span>}>
      <p>Body</p>
    </AuthLayout>,
  );
  expect(screen.getByRole('contentinfo')).toHaveTextContent('Internal use only');
  expect(screen.getByText('Logo')).toBeInTheDocument();
});
