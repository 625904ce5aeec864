import type { AnyEventObject } from 'xstate';
import { toInspectorMessage } from '#machines/inspection/broadcast';
import { createLiveLog } from '#machines/inspection/live-log';
import type { Recording } from '#machines/inspection/recording';
import { stateValueText } from '#machines/registry/describe';
import { startKitRun } from '#machines/registry/kit-run';
import { machineRegistry } from '#machines/registry/machine-registry';
import { businessJourneys } from './business-journeys';
import { featureJourneys } from './feature-journeys';
import { field, type Journey, type JourneyStep } from './journey-steps';

export const journeys: Journey[] = [
  {
    file: 'sign-in-one-identity.json',
    machineId: 'signIn',
    title: 'Sign in with one identity',
    input: { hasStoredIdentity: false, returnUrl: '/orders' },
    steps: [
      field('login', 'dana@example.com'),
      field('password', 'Correct-horse-1'),
      { type: 'credentials.submit' },
      { settle: 'login', outcome: 'oneIdentity' },
      { settle: 'loginToAccount', outcome: 'entered' },
    ],
    endsIn: 'redirecting',
  },
  {
    file: 'sign-in-several-identities.json',
    machineId: 'signIn',
    title: 'Sign in with several identities, on to account selection',
    input: { hasStoredIdentity: false },
    steps: [
      field('login', 'dana@example.com'),
      field('password', 'Correct-horse-1'),
      { type: 'password.enterPressed' },
      { settle: 'login', outcome: 'severalIdentities' },
    ],
    endsIn: 'redirecting',
  },
  {
    file: 'sign-in-wrong-password.json',
    machineId: 'signIn',
    title: 'Sign in with a wrong password, then dismiss the banner',
    input: { hasStoredIdentity: true },
    steps: [
      { settle: 'checkCurrentUser', outcome: 'noSession' },
      { type: 'credentials.submit' },
      field('login', 'dana@example.com'),
      field('password', 'wrong-horse-1'),
      { type: 'credentials.submit' },
      { settle: 'login', outcome: 'wrongPassword' },
      { type: 'banner.dismiss' },
    ],
    endsIn: 'idle',
  },
  {
    file: 'account-selection.json',
    machineId: 'accountSelection',
    title: 'Choose the customer identity without role permissions',
    steps: [
      { settle: 'fetchProfile', outcome: 'withSystemRoles' },
      { type: 'selection.changed', hash: 'hash-scanner' },
      { type: 'selection.changed', hash: 'hash-customer' },
      { type: 'advanced.toggle' },
      { type: 'rolePermissions.changed', checked: false },
      { type: 'selection.continue' },
      { settle: 'loginToAccount', outcome: 'entered' },
    ],
    endsIn: 'done',
  },
  {
    file: 'reset-password-valid-hash.json',
    machineId: 'resetPassword',
    title: 'Reset the password from a valid link',
    input: { hash: 'reset-hash-1' },
    steps: [
      { settle: 'checkHash', outcome: 'valid' },
      field('password', 'weak'),
      { type: 'form.submit' },
      field('password', 'New-passw0rd!'),
      field('confirm', 'New-passw0rd!'),
      { type: 'form.submit' },
      { settle: 'updatePassword', outcome: 'updated' },
    ],
    endsIn: 'updated',
  },
  {
    file: 'reset-password-invalid-hash.json',
    machineId: 'resetPassword',
    title: 'Open an expired reset link',
    input: { hash: 'expired-hash' },
    steps: [{ settle: 'checkHash', outcome: 'expired' }, { type: 'login.requested' }],
    endsIn: 'invalid',
  },
  {
    file: 'session-watcher-expiry.json',
    machineId: 'sessionWatcher',
    title: 'Watch a session for two seconds, then a request gets 401',
    steps: [{ advance: 1000 }, { advance: 1000 }, { type: 'session.expired', returnUrl: '/orders' }],
    endsIn: 'expired',
  },
  {
    file: 'list-query-search-then-page.json',
    machineId: 'listQuery',
    title: 'Type a search while the list loads, wait for the debounce, then go to page 2',
    steps: [
      // Typed at once: the 300 ms debounce runs beside the 100 ms minimum spinner of the first load.
      { type: 'list.searchChanged', text: 'acme' },
      { settle: 'fetchPage', outcome: 'firstPage' },
      { advance: 100 },
      { advance: 200 },
      { settle: 'fetchPage', outcome: 'firstPage' },
      { advance: 100 },
      { type: 'list.pageChanged', page: 2 },
      { settle: 'fetchPage', outcome: 'secondPage' },
      { advance: 100 },
    ],
    endsIn: '(data.ready, search.idle)',
  },
  {
    file: 'list-query-sort-cycle.json',
    machineId: 'listQuery',
    title: 'Click the Order # header three times: ascending, descending, unsorted',
    steps: [
      { settle: 'fetchPage', outcome: 'firstPage' },
      { advance: 100 },
      ...[1, 2, 3].flatMap((): JourneyStep[] => [
        { type: 'list.sortToggled', columnId: 'orderId' },
        { settle: 'fetchPage', outcome: 'firstPage' },
        { advance: 100 },
      ]),
    ],
    endsIn: '(data.ready, search.idle)',
  },
  {
    file: 'list-query-delete-confirmed.json',
    machineId: 'listQuery',
    title: 'Select order 1, delete it, confirm, and see the list reload without it',
    steps: [
      { settle: 'fetchPage', outcome: 'firstPage' },
      { advance: 100 },
      { type: 'list.rowToggled', id: 1 },
      { type: 'list.deleteRequested' },
      { settle: 'confirmDelete', outcome: 'confirmed' },
      { settle: 'deleteItems', outcome: 'deleted' },
      { settle: 'fetchPage', outcome: 'afterDelete' },
      { advance: 100 },
    ],
    endsIn: '(data.ready, search.idle)',
  },
  {
    file: 'order-journey-check-off-saved.json',
    machineId: 'orderJourney',
    title: "Check off an order's first pickup from its journey: Unsaved, Saving for 500 ms, then Saved",
    input: { orderId: 5 },
    steps: [
      { settle: 'fetchJourney', outcome: 'found' },
      {
        type: 'journey.edited',
        edit: {
          kind: 'stopChecked',
          loadId: 12,
          loadStopId: 121,
          checked: true,
          at: '2026-03-05T09:30:00.000Z',
        },
      },
      // Edits gather for 500 ms, then the batch is sent; the server answers at once, and its answer shows
      // only when Saving has shown for 500 ms.
      { advance: 500 },
      { settle: 'saveEdits', outcome: 'saved' },
      { advance: 500 },
    ],
    endsIn: 'ready.(save.saved, leaving.idle, modal.closed, ui.idle)',
  },
  ...businessJourneys,
  ...featureJourneys,
];

/**
 * Runs a journey through the real machine (kit providers, simulated clock) and records it the way the
 * inspector does: inspection events → channel messages → live log → recording.
 */
export async function recordJourney(journey: Journey): Promise<Recording> {
  const entry = machineRegistry.find((e) => e.id === journey.machineId);
  if (!entry) throw new Error(`no machine '${journey.machineId}'`);
  const log = createLiveLog();
  let rootSession: string | null = null;
  const run = startKitRun(entry, {
    ...(journey.input !== undefined ? { input: journey.input } : {}),
    strict: true,
    inspect: (event) => {
      const message = toInspectorMessage(event, 0);
      if (!message) return;
      rootSession ??= message.sessionId;
      log.add(message);
    },
  });
  try {
    for (const step of journey.steps) {
      if ('settle' in step && 'output' in step)
        await run.step({ type: `xstate.done.actor.${step.settle}`, output: step.output });
      else if ('settle' in step && 'error' in step)
        await run.step({ type: `xstate.error.actor.${step.settle}`, error: step.error });
      else if ('settle' in step) {
        const outcomes = entry.testKit.actors?.[step.settle as string];
        const kind = outcomes?.done && step.outcome in outcomes.done ? 'done' : 'error';
        const value = (outcomes?.[kind] as Record<string, unknown> | undefined)?.[step.outcome as string];
        if (value === undefined && !(outcomes?.[kind] && step.outcome in outcomes[kind]))
          throw new Error(`${journey.file}: no outcome '${step.outcome}' for '${step.settle}'`);
        await run.step(
          kind === 'done'
            ? { type: `xstate.done.actor.${step.settle}`, output: value }
            : { type: `xstate.error.actor.${step.settle}`, error: value },
        );
      } else if ('advance' in step && typeof step.advance === 'number') {
        run.clock.increment(step.advance);
        await new Promise((resolve) => setTimeout(resolve, 0));
      } else await run.step(step as AnyEventObject);
    }
    const end = stateValueText(run.snapshot().value);
    if (end !== journey.endsIn) throw new Error(`${journey.file}: ends in ${end}, not ${journey.endsIn}`);
    const recording = log.toRecording(rootSession!, journey.title);
    if (!recording) throw new Error(`${journey.file}: the log lacks its start`);
    return recording;
  } finally {
    run.stop();
  }
}
