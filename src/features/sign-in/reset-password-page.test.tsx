import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { messages } from '#contract/messages';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { ResetPasswordPage } from './reset-password-page';
import { deferred, errorResponse, json, renderPage, type RenderPageOptions } from './testing/render-page';

const checkRoute = 'POST /api/auth/IsValidPasswordResetHash';
const updateRoute = 'POST /api/auth/UpdatePassword';

const open = (hash: string | undefined, options: RenderPageOptions = {}) =>
  renderPage(<ResetPasswordPage params={{ hash }} />, {
    url: `/login/reset-password/${hash ?? ''}`,
    ...options,
    routes: { [checkRoute]: () => json(true), ...options.routes },
  });

// The label's text ends in the required asterisk, which assistive technology does not read.
const newPassword = () => screen.getByLabelText(/^New Password/);
const confirmPassword = () => screen.getByLabelText(/^Confirm Password/);
const submit = () => screen.getByRole('button', { name: 'Reset Password' });
const ready = () => screen.findByLabelText(/^New Password/);

describe('ResetPasswordPage', () => {
  it('checks the hash behind a spinner, then enables the form', async () => {
    // StrictMode starts the check twice (the first aborted), so each call gets its own Response.
    const check = deferred<void>();
    const { callsTo, container } = open('abc123', {
      routes: { [checkRoute]: () => check.promise.then(() => json(true)) },
    });
    expect(screen.getByRole('progressbar', { name: 'Checking your link' })).toBeInTheDocument();
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo(checkRoute).at(-1)?.body).toEqual({ hash: 'abc123' }));
    check.resolve();
    expect(await ready()).toBeEnabled();
    expect(screen.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeInTheDocument();
    expect(confirmPassword()).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/login');
    expect(submit()).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('Cancel is a link to login that the machine follows', async () => {
    const { user, navigations } = open('abc123');
    await ready();
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(navigations).toEqual(['/login']);
  });

  it('is titled Create Password for a registration link', async () => {
    open('abc123', { url: '/login/reset-password/abc123?mode=create' });
    await ready();
    expect(screen.getByRole('heading', { level: 1, name: 'Create Password' })).toBeInTheDocument();
  });

  it('ticks each password rule as it is met', async () => {
    const { user } = open('abc123');
    await ready();
    const rules = within(screen.getByRole('list', { name: 'Password requirements' }));
    const rule = (text: string) => rules.getByText(text).closest('li')!;
    expect(rules.getAllByRole('listitem')).toHaveLength(5);
    const all = [
      'Password must be at least 8 characters long',
      'Password must contain at least one uppercase letter',
      'Password must contain at least one lowercase letter',
      'Password must contain at least one number',
      'Password must contain at least one special character',
    ];
    for (const text of all) expect(rule(text)).toHaveTextContent(`Not met: ${text}`);
    await user.type(newPassword(), 'abc1');
    expect(rule(all[2]!)).toHaveTextContent('Met:');
    expect(rule(all[3]!)).toHaveTextContent('Met:');
    expect(rule(all[1]!)).toHaveTextContent('Not met:');
    await user.type(newPassword(), 'XYZ#');
    for (const text of all) expect(rule(text)).toHaveTextContent(`Met: ${text}`);
  });

  it('validates lazily: the first broken rule, then the confirmation', async () => {
    const { user, callsTo, container } = open('abc123');
    await ready();
    await user.type(newPassword(), 'short');
    await user.click(submit());
    expect(newPassword()).toHaveAccessibleDescription('Password must be at least 8 characters long');
    await expectNoAxeViolations(container);
    await user.type(newPassword(), 'Long#1');
    await user.type(confirmPassword(), 'nope');
    expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
    expect(callsTo(updateRoute)).toHaveLength(0);
  });

  it('updates the password, then replaces the form with the sign-in prompt', async () => {
    const update = deferred<Response>();
    const { user, callsTo, navigations, container } = open('abc123', {
      url: '/login/reset-password/abc123?mode=create',
      routes: { [updateRoute]: () => update.promise },
    });
    await ready();
    await user.type(newPassword(), 'Secret#12');
    await user.type(confirmPassword(), 'Secret#12{Enter}');
    expect(submit()).toHaveAttribute('aria-busy', 'true');
    expect(newPassword()).toBeDisabled();
    expect(callsTo(updateRoute)[0]!.body).toEqual({
      hash: 'abc123',
      password: 'Secret#12',
      resetMode: 'create',
    });
    update.resolve(json(true));
    expect(await screen.findByText('Please sign in to complete the reset process.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(messages.passwordUpdated);
    expect(screen.queryByLabelText(/^New Password/)).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
    await user.click(screen.getByRole('button', { name: 'Go to login' }));
    expect(navigations).toEqual(['/login']);
  });

  it.each([
    ['a false result', () => json(false), messages.passwordUpdateFailed],
    ['a server error', () => errorResponse(400, 'Link expired'), 'Link expired'],
  ])('shows %s as a dismissible error and keeps the form', async (_, respond, text) => {
    const { user } = open('abc123', { routes: { [updateRoute]: respond } });
    await ready();
    await user.type(newPassword(), 'Secret#12');
    await user.type(confirmPassword(), 'Secret#12');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(newPassword()).toBeEnabled();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it.each([
    ['a missing hash', undefined, undefined],
    ['a rejected hash', 'stale', () => json(false)],
  ])('shows Invalid Hash and a disabled form for %s', async (_, hash, respond) => {
    const { container, callsTo } = open(hash, respond ? { routes: { [checkRoute]: respond } } : {});
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.invalidHash);
    expect(screen.queryByRole('button', { name: 'Dismiss' })).not.toBeInTheDocument();
    expect(newPassword()).toBeDisabled();
    expect(confirmPassword()).toBeDisabled();
    expect(submit()).toBeDisabled();
    if (!hash) expect(callsTo(checkRoute)).toHaveLength(0);
    await expectNoAxeViolations(container);
  });
});
