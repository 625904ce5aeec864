import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '#contract/messages';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { ForgotPasswordPage } from './forgot-password-page';
import { deferred, errorResponse, json, renderPage, type RenderPageOptions } from './testing/render-page';

const route = 'GET /api/auth/SendPasswordResetLinkByEmail';
const open = (options: RenderPageOptions = {}) =>
  renderPage(<ForgotPasswordPage params={{}} />, { url: '/login/forgot-password', ...options });
const email = () => screen.getByRole('textbox', { name: 'Email' });
const submit = () => screen.getByRole('button', { name: 'Request Reset Link' });

describe('ForgotPasswordPage', () => {
  it('shows one Email field, prefilled from the query, a Back link and the button', async () => {
    const { container } = open({ url: '/login/forgot-password?email=dana%40example.com' });
    expect(screen.getByRole('heading', { level: 1, name: 'Forgot Password' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toEqual([email()]);
    expect(email()).toHaveValue('dana@example.com');
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/login');
    expect(submit()).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('asks for an email before sending', async () => {
    const { user, requests } = open();
    await user.click(submit());
    expect(screen.getByText('Please enter an email')).toBeInTheDocument();
    expect(requests).toEqual([]);
  });

  it('sends the link on Enter and says so', async () => {
    const answer = deferred<Response>();
    const { user, callsTo, container } = open({ routes: { [route]: () => answer.promise } });
    await user.type(email(), ' dana@example.com {Enter}');
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    expect(email()).toBeDisabled();
    // The client reaches fetch after its own awaits, so the call is recorded a moment later.
    await waitFor(() => expect(callsTo(route)).toHaveLength(1));
    expect(callsTo(route)[0]!.query.get('email')).toBe('dana@example.com');
    answer.resolve(json(true));
    expect(await screen.findByRole('status')).toHaveTextContent(messages.resetLinkSent);
    expect(email()).toBeEnabled();
    await expectNoAxeViolations(container);
  });

  it('tells every request that an account without an email should contact an administrator (spec 1 §4)', async () => {
    const { user } = open({ routes: { [route]: () => json(true) } });
    for (const address of ['dana@example.com', 'nobody@example.com']) {
      await user.clear(email());
      await user.type(email(), address);
      await user.click(submit());
      await waitFor(() => expect(email()).toBeEnabled());
      const status = await screen.findByRole('status');
      expect(status).toHaveTextContent('A password reset link has been sent to your email address.');
      expect(status).toHaveTextContent(
        'If your account has no email address, please contact an administrator.',
      );
    }
  });

  it.each([
    ['a false result', () => json(false), messages.resetLinkFailed],
    ['a server error', () => errorResponse(500, 'Mail server down'), 'Mail server down'],
  ])('shows %s as a dismissible error', async (_, respond, text) => {
    const { user } = open({ routes: { [route]: respond } });
    await user.type(email(), 'dana@example.com');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  });
});
