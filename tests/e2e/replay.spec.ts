import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { parseRecording, type Recording } from '#machines/inspection/recording';
import { accounts, demoPassword } from './support/accounts';
import { observedSteps, replayInBrowser } from './support/replay-in-browser';
import { readStoredAuth } from './support/session';

const recorded = async (name: string): Promise<Recording> =>
  parseRecording(JSON.parse(await readFile(new URL(`../replays/${name}.json`, import.meta.url), 'utf8')));

/** What a person sees of a log: each event and the state it led to, without context. */
const path = (steps: Recording['steps']) => steps.map((s) => [s.event.type, s.value, s.status]);

/** The path the portal's own actor took, as it reported to the inspector's channel. */
const observedPath = async (page: Page, machineId: string) => path(await observedSteps(page, machineId));

test.describe('recorded journeys replayed in the portal', () => {
  test('a recorded sign-in with one identity ends on the orders list', async ({ page }) => {
    const recording = await recorded('sign-in-one-identity');

    const done = await replayInBrowser(page, recording, {
      password: demoPassword,
      fields: { login: accounts.dispatch },
    });

    expect(done.map((d) => d.action)).toEqual([
      'fill "Email or username" with "[redacted]"',
      'fill "Password" with "[redacted]"',
      'click "Login"',
    ]);
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { name: 'Orders' })).toBeVisible();
    expect((await readStoredAuth(page))?.userIdentityCurrent?.identityType).toBe('employee');
    // The portal's own sign-in machine took the recorded path, step for step, to the same final state.
    await expect.poll(() => observedPath(page, 'signIn')).toEqual(path(recording.steps));
  });

  test('a recorded sign-in with several identities, then the recorded account selection', async ({
    page,
  }) => {
    const signIn = await recorded('sign-in-several-identities');
    await replayInBrowser(page, signIn, { password: demoPassword, fields: { login: accounts.admin } });
    await expect(page).toHaveURL(/\/login\/account-selection/);
    await expect.poll(() => observedPath(page, 'signIn')).toEqual(path(signIn.steps));

    const selection = await recorded('account-selection');
    const done = await replayInBrowser(page, selection, {
      password: demoPassword,
      path: null,
      identities: [/\(Dispatch\)$/, /\(Administrator\)$/],
    });
    expect(done.map((d) => d.event)).toEqual(
      selection.steps.map((s) => s.event.type).filter((t) => !t.startsWith('xstate.')),
    );
    await expect(page).toHaveURL(/\/orders$/);
    // The recording changes the choice twice: away from the preselected admin identity and back.
    expect((await readStoredAuth(page))?.userIdentityCurrent?.identityType).toBe('admin');
    await expect.poll(() => observedPath(page, 'accountSelection')).toEqual(path(selection.steps));
  });

  test('a recorded reset with an invalid link leads back to login', async ({ page }) => {
    const recording = await recorded('reset-password-invalid-hash');
    await replayInBrowser(page, recording, {
      password: demoPassword,
      path: '/login/reset-password/not-a-reset-hash',
    });
    await expect(page).toHaveURL(/\/login$/);
    // Every recorded step, Cancel's 'login.requested' included, then the actor stops with the page.
    await expect
      .poll(() => observedPath(page, 'resetPassword'))
      .toEqual([...path(recording.steps), ['xstate.stop', 'invalid', 'stopped']]);
  });
});
