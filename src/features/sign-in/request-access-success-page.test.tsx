import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { RequestAccessSuccessPage } from './request-access-success-page';
import { renderPage } from './testing/render-page';

it('confirms the request and leads back to sign-in', async () => {
  const { container, user, history, requests } = renderPage(<RequestAccessSuccessPage params={{}} />, {
    url: '/login/request-access-success',
  });
  expect(screen.getByRole('heading', { level: 1, name: 'Request Successful' })).toBeInTheDocument();
  expect(
    screen.getByText('Submitted successfully! Please wait for us to review your access request.'),
  ).toBeInTheDocument();
  // An address that already has an account files nothing; the page says what happened instead.
  expect(
    screen.getByText(/Already have an account with this email address\? Then no request is filed/),
  ).toBeVisible();
  // The check mark is decoration; the heading says what happened.
  expect(container.querySelector('svg[aria-hidden="true"] path')).not.toBeNull();
  await expectNoAxeViolations(container);
  await user.click(screen.getByRole('link', { name: 'Back to Login' }));
  expect(history.at(-1)).toBe('/login');
  expect(requests).toEqual([]);
});
