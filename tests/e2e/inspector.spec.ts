import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { expect, test, type Page } from '@playwright/test';
import { parseAnyRecording, parseRecording, type SessionRecording } from '#machines/inspection/recording';
import { formatReplayReport, replayRecording } from '#machines/inspection/replay';
import { drawnEdges, machineGraph, type GraphNode } from '#machines/registry/graph';
import { machineRegistry } from '#machines/registry/machine-registry';
import { accounts, demoPassword } from './support/accounts';
import { signInByUi } from './support/session';

// The e2e build is a QA build (VITE_MACHINE_INSPECTOR=on, package.json test:e2e): /inspector is open to
// everyone and every actor of the portal streams to it over BroadcastChannel('portal-inspector').

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The accessible name the drawing gives a state box (statechart.tsx), active or not. */
const stateName = (node: GraphNode) => {
  const kind = node.type === 'parallel' ? ' (parallel)' : node.type === 'final' ? ' (final)' : '';
  return new RegExp(`^state ${escape(node.path)}${escape(kind)}(, active)?$`);
};

async function openInspector(page: Page, title: string) {
  await page.goto('/inspector');
  await expect(page.getByRole('heading', { level: 1, name: 'Machine Inspector' })).toBeVisible();
  await page
    .getByRole('navigation', { name: 'Machines' })
    .getByRole('button', { name: new RegExp(`^${escape(title)}`) })
    .click();
  await expect(page.getByRole('heading', { level: 2, name: title })).toBeVisible();
}

// One page for every machine: opening the inspector costs seconds (elkjs), a machine after that well under one.
test('the inspector draws every registered machine, with a screenshot of each', async ({
  page,
}, testInfo) => {
  // About 0.4 s a machine on a quiet machine, several times that on a loaded CI runner: the budget grows with
  // the registry instead of the 30 s default that the 31st machine pushed past.
  test.setTimeout(30_000 + machineRegistry.length * 4_000);
  await page.goto('/inspector');
  await expect(page.getByRole('heading', { level: 1, name: 'Machine Inspector' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Machines' });
  await expect(nav.getByRole('button')).toHaveCount(machineRegistry.length);

  for (const entry of machineRegistry) {
    await test.step(`${entry.title} (${entry.id})`, async () => {
      const graph = machineGraph(entry.machine);
      await nav.getByRole('button', { name: new RegExp(`^${escape(entry.title)}`) }).click();
      const section = page.getByRole('region', { name: entry.title });
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(entry.title);

      const svg = section.getByRole('group', { name: `Statechart of ${entry.title}` });
      await expect(svg).toBeVisible({ timeout: 15_000 });
      const states = svg.getByRole('list', { name: 'States' });
      const [root, ...nodes] = graph.nodes;
      await expect(states.getByRole('listitem', { name: `machine ${root!.key}` })).toHaveCount(1);
      for (const node of nodes) {
        const box = states.getByRole('listitem', { name: stateName(node) });
        await expect.soft(box, `state ${node.path} is drawn`).toHaveCount(1);
        await expect
          .soft(box.locator('text').first(), `state ${node.path} is named`)
          .toHaveText(node.key + (node.type === 'parallel' ? ' ‖' : ''));
      }
      // One arrow per pair of states: identical transitions (same event and target) merged, their sources
      // and guards listed on its label (machines/registry/graph.ts, drawnEdges).
      await expect
        .soft(
          svg.getByRole('list', { name: 'Transitions' }).getByRole('listitem'),
          'one arrow per pair of states joined by a transition',
        )
        .toHaveCount(drawnEdges(graph).length);
      // The simulation starts the machine: its initial state is highlighted.
      await expect.soft(svg.locator('[data-active="true"]').first()).toBeAttached();

      const file = testInfo.outputPath(`statechart-${entry.id}.png`);
      await section.screenshot({ path: file });
      await testInfo.attach(`statechart ${entry.id}`, { path: file, contentType: 'image/png' });
    });
  }
});

/**
 * The inspector in one page, Live mode on the sign-in machine, and a real sign-in in another page of the
 * same context (BroadcastChannel is per origin and browser context).
 */
async function signInWatched(page: Page) {
  await openInspector(page, 'Sign in');
  await page.getByRole('tab', { name: /^Live/ }).click();
  await expect(page.getByText('No live Sign in actor yet')).toBeVisible();

  const portal = await page.context().newPage();
  await signInByUi(portal, accounts.dispatch, demoPassword);
  await expect(portal).toHaveURL(/\/orders$/);
  await expect(portal.getByRole('heading', { name: 'Orders' })).toBeVisible();
  await page.bringToFront();
  return portal;
}

// The page signs in at the real time: a replay takes the clock from the recording (machines/inspection/replay.ts).
test.describe('live mode', () => {
  test('shows a real sign-in as it happens, with the password redacted', async ({ page }) => {
    await signInWatched(page);

    const log = page.getByRole('table', { name: 'Event log' });
    const rows = log.getByRole('row');
    const expected: [event: string, state: string][] = [
      ['start', 'idle'],
      ['field.changed(login=[redacted])', 'idle'],
      ['field.changed(password=[redacted])', 'idle'],
      ['credentials.submit', 'submitting.signingIn'],
      ['login done', 'submitting.enteringAccount'],
      ['loginToAccount done', 'redirecting (done)'],
    ];
    await expect(rows).toHaveCount(expected.length + 1);
    for (const [i, [event, state]] of expected.entries()) {
      const cells = rows.nth(i + 1).getByRole('cell');
      // The login is shown or redacted as its field kind says (redact.ts); the event is always there.
      await expect(cells.nth(1)).toHaveText(
        event.startsWith('field.changed(login=') ? /^field\.changed\(login=/ : event,
      );
      await expect(cells.nth(2)).toHaveText(state);
    }
    await expect(rows.nth(3)).toContainText('password: "" → "[redacted]"');
    await expect(page.getByRole('listitem', { name: /^state redirecting \(final\), active$/ })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Sign in: redirecting/ })).toBeVisible();
    // The typed password never reaches the inspector; the session token shows redacted.
    expect(await page.content()).not.toContain(demoPassword);
    await expect(rows.nth(5)).toContainText('signIn: null → {"token":"[redacted]"');
  });

  test('records the live log, and the recording replays to the same final state', async ({
    page,
  }, testInfo) => {
    await signInWatched(page);
    const record = page.getByRole('button', { name: 'Record Sign in log' });
    await expect(page.getByRole('table', { name: 'Event log' }).getByRole('row')).toHaveCount(7);
    const [download] = await Promise.all([page.waitForEvent('download'), record.click()]);
    expect(download.suggestedFilename()).toMatch(/^signIn-.*\.json$/);
    const file = testInfo.outputPath(download.suggestedFilename());
    await download.saveAs(file);
    const text = await readFile(file, 'utf8');
    await testInfo.attach('recording', { path: file, contentType: 'application/json' });
    expect(text).not.toContain(demoPassword);

    const recording = parseRecording(JSON.parse(text));
    expect(recording.machineId).toBe('signIn');
    expect(recording.steps.map((s) => s.event.type)).toEqual([
      'xstate.init',
      'field.changed',
      'field.changed',
      'credentials.submit',
      'xstate.done.actor.login',
      'xstate.done.actor.loginToAccount',
    ]);
    const last = recording.steps.at(-1)!;
    expect(last).toMatchObject({ value: 'redirecting', status: 'done' });

    const report = await replayRecording(recording);
    expect(report.divergence, formatReplayReport(report)).toBeNull();
    expect(report.final.value).toEqual(last.value);
    expect(report.final.status).toBe(last.status);
    expect(report.final.context).toEqual(last.context);

    // QA's command reads the file as saved.
    const cli = await promisify(execFile)('npx', ['tsx', 'scripts/replay.ts', file], {
      cwd: new URL('../..', import.meta.url),
    });
    expect(cli.stdout).toContain('6 steps replayed, same as recorded; ends in redirecting (done)');

    // Altered where the server answered the login, the log is reported as diverging at that step.
    const altered = structuredClone(recording);
    altered.steps[4]!.value = 'idle';
    const divergent = await replayRecording(altered);
    expect(divergent.divergence).toMatchObject({ step: 4, field: 'value', expected: 'idle' });
    expect(divergent.divergence?.actual).toEqual({ submitting: 'enteringAccount' });
  });
});

test('a reload is a page session of its own: its actors never join the old page’s, and it records whole', async ({
  page,
}, testInfo) => {
  await openInspector(page, 'Sign in');
  await page.getByRole('tab', { name: /^Live/ }).click();
  const portal = await page.context().newPage();
  await portal.goto('/login');
  await portal.getByLabel('Email or username').fill('before-reload');
  await portal.reload();
  await portal.getByLabel('Email or username').fill('after-reload');
  await page.bringToFront();

  // Each page load numbers its actors afresh; each Sign in stays under its own page session with its own two
  // events (start, the login typed). A page may also construct an actor React never starts ('starting').
  const signIn = /^Sign in: idle .* · 2 events$/;
  const sessions = page
    .getByRole('region', { name: /^Page session \d+$/ })
    .filter({ has: page.getByRole('button', { name: /^Sign in:/ }) });
  await expect(sessions).toHaveCount(2);
  for (const i of [0, 1]) await expect(sessions.nth(i).getByRole('button', { name: signIn })).toHaveCount(1);
  await sessions.nth(1).getByRole('button', { name: signIn }).click();
  const rows = page.getByRole('table', { name: 'Event log' }).getByRole('row');
  await expect(rows.nth(1).getByRole('cell').nth(1)).toHaveText('start');
  await expect(rows).toHaveCount(3);

  const name = (await sessions.nth(1).getAttribute('aria-label'))!;
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    sessions
      .nth(1)
      .getByRole('button', { name: `Record ${name}` })
      .click(),
  ]);
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  await testInfo.attach('page session', { path: file, contentType: 'application/json' });
  const recording = parseAnyRecording(JSON.parse(await readFile(file, 'utf8'))) as SessionRecording;
  expect(recording.version).toBe(2);
  const signIns = recording.actors.filter((a) => a.machineId === 'signIn');
  expect(signIns).toHaveLength(1);
  const own = recording.steps.filter((s) => s.actor === signIns[0]!.id).map((s) => s.event.type);
  expect(own).toEqual(['xstate.init', 'field.changed']);
  const report = await replayRecording(recording);
  expect(report.divergence, formatReplayReport(report)).toBeNull();

  // The same file opened in the inspector: the sequence of the page, stepped through.
  await page.getByRole('tab', { name: 'Recording' }).click();
  await page.getByLabel('Open a recording (JSON)').setInputFiles(file);
  const sequence = page.getByRole('table', { name: 'Sequence' });
  await expect(sequence.getByRole('row')).toHaveCount(recording.steps.length + 1);
  await page.getByRole('button', { name: 'Next step' }).click();
  await expect(page.getByLabel('Recorded step')).toContainText(`Step 1 of ${recording.steps.length - 1}`);
  const shot = testInfo.outputPath('recorded-page-session.png');
  await page.screenshot({ path: shot, fullPage: true });
  await testInfo.attach('recorded page session', { path: shot, contentType: 'image/png' });
});

test('a deep link opens its machine with the state marked', async ({ page }) => {
  await page.goto('/inspector/loadStatus/hold');
  await expect(page.getByRole('heading', { level: 2, name: 'Load status' })).toBeVisible();
  const svg = page.getByRole('group', { name: 'Statechart of Load status' });
  await expect(svg.getByRole('listitem', { name: 'state hold, marked' })).toBeVisible({ timeout: 15_000 });
  // Load status's status.chosen reaches each status by one arrow, not one per guard.
  const transitions = svg.getByRole('list', { name: 'Transitions' }).getByRole('listitem');
  await expect(transitions.filter({ hasText: 'status.chosen' })).toHaveCount(7);
});
