import type { Page } from '@playwright/test';
import {
  inspectorChannelName,
  type InspectorMessage,
  type SnapshotMessage,
} from '#machines/inspection/broadcast';
import type { RecordedEvent, RecordedStep, Recording } from '#machines/inspection/recording';
import { redactedText } from '#machines/inspection/redact';
import type { Json } from '#machines/inspection/serialize';

/**
 * Replays the user-facing events of a recorded machine log (tests/replays/, or a file saved with Record in
 * the inspector) against the real portal: each event a person caused becomes what that person did on the
 * page (fill a labelled field, press Enter, click a button). Events the portal causes itself (start, server
 * answers, delays) are not replayed: the real portal produces them, and Playwright's waiting for each next
 * field or button to be ready lets them happen in between.
 */
export interface ReplayInBrowserOptions {
  /** Typed wherever the log says '[redacted]' (passwords and their confirmation). */
  password: string;
  /** Values typed instead of the recorded ones, by field name: `{ login: 'dispatch@demo.test' }`. */
  fields?: Readonly<Record<string, string>>;
  /**
   * The identities chosen on account selection ('selection.changed' records only a redacted hash): their
   * labels as the list shows them, one per change in order; the last one serves any further change.
   */
  identities?: readonly (string | RegExp)[];
  /**
   * Where to start. By default the machine's page with the query its recorded input came from; null stays
   * on the current page. Reset password needs its link's path (the hash is redacted).
   */
  path?: string | null;
}

/** One event of the log and what was done for it on the page. */
export interface ReplayedEvent {
  step: number;
  event: string;
  action: string;
}

interface Replay {
  page: Page;
  options: ReplayInBrowserOptions;
  identityChanges: number;
}

type PageAction = (replay: Replay, event: RecordedEvent) => Promise<string>;

const str = (value: Json | undefined): string | null => (typeof value === 'string' ? value : null);

function typed(replay: Replay, event: RecordedEvent): string {
  const field = str(event.field) ?? '';
  const override = replay.options.fields?.[field];
  if (override !== undefined) return override;
  const value = str(event.value) ?? '';
  return value === redactedText ? replay.options.password : value;
}

/** 'field.changed' as filling the field's label; the typed value stays out of the report when secret. */
const fill =
  (labels: Record<string, string>): PageAction =>
  async (replay, event) => {
    const field = str(event.field) ?? '';
    const label = labels[field];
    if (!label) throw new Error(`no field '${field}' on this page (${Object.keys(labels).join(', ')})`);
    const value = typed(replay, event);
    await replay.page.getByLabel(label, { exact: true }).fill(value);
    const shown = event.value === redactedText ? redactedText : value;
    return `fill "${label}" with ${JSON.stringify(shown)}`;
  };

const click =
  (name: string): PageAction =>
  async ({ page }) => {
    await page.getByRole('button', { name, exact: true }).click();
    return `click "${name}"`;
  };

const pressEnter =
  (label: string): PageAction =>
  async ({ page }) => {
    await page.getByLabel(label, { exact: true }).press('Enter');
    return `press Enter in "${label}"`;
  };

const chooseIdentity: PageAction = async (replay) => {
  const wanted = replay.options.identities ?? [];
  const name = wanted[Math.min(replay.identityChanges, wanted.length - 1)];
  if (name === undefined)
    throw new Error("'selection.changed' records a redacted hash: pass the identities to choose, by label");
  replay.identityChanges += 1;
  const radio = replay.page
    .getByRole('radiogroup', { name: 'Please select the account you wish to use:' })
    .getByRole('radio', { name });
  await radio.waitFor();
  // Choosing the chosen identity again changes nothing, so the portal would send no event to replay.
  if (await radio.isChecked())
    throw new Error(`the identity ${String(name)} is already chosen: choose another for this change`);
  await radio.check();
  return `choose the identity ${String(name)}`;
};

const setRolePermissions: PageAction = async ({ page }, event) => {
  const checked = event.checked === true;
  await page.getByRole('checkbox', { name: 'Apply role permissions' }).setChecked(checked);
  return `${checked ? 'check' : 'uncheck'} "Apply role permissions"`;
};

/**
 * 'Go to login' after an update; on the form (an invalid link) the way to login is the Cancel link, which
 * navigates without telling the machine.
 */
const toLogin: PageAction = async ({ page }) => {
  const target = page
    .getByRole('button', { name: 'Go to login', exact: true })
    .or(page.getByRole('link', { name: 'Cancel', exact: true }));
  const name = (await target.first().textContent())?.trim() ?? '';
  await target.first().click();
  return `click "${name}"`;
};

/** The query a page's input came from: the recorded input's fields that the route reads from its URL. */
const withQuery = (path: string, input: Json, keys: string[]) => {
  const query = new URLSearchParams();
  const values = input && typeof input === 'object' && !Array.isArray(input) ? input : {};
  for (const key of keys) {
    const value = values[key];
    if (typeof value === 'string' || typeof value === 'boolean') query.set(key, String(value));
  }
  const text = query.toString();
  return text ? `${path}?${text}` : path;
};

interface MachinePage {
  start: (input: Json) => string | null;
  actions: Readonly<Record<string, PageAction>>;
}

/** The pages of src/features/sign-in/, by registry id: their labels, buttons and routes. */
const machinePages: Readonly<Record<string, MachinePage>> = {
  signIn: {
    start: (input) => withQuery('/login', input, ['returnUrl', 'email', 'error', 'checkAuth']),
    actions: {
      'field.changed': fill({ login: 'Email or username', password: 'Password' }),
      'credentials.submit': click('Login'),
      'login.enterPressed': pressEnter('Email or username'),
      'password.enterPressed': pressEnter('Password'),
      'banner.dismiss': click('Dismiss'),
    },
  },
  accountSelection: {
    start: (input) => withQuery('/login/account-selection', input, ['returnUrl']),
    actions: {
      'selection.changed': chooseIdentity,
      'advanced.toggle': click('Advanced Options'),
      'rolePermissions.changed': setRolePermissions,
      'selection.continue': click('Continue'),
      'selection.cancel': click('Cancel'),
      'banner.dismiss': click('Dismiss'),
    },
  },
  forgotPassword: {
    start: (input) => withQuery('/login/forgot-password', input, ['email']),
    actions: {
      'field.changed': fill({ email: 'Email' }),
      'form.submit': click('Request Reset Link'),
      'banner.dismiss': click('Dismiss'),
    },
  },
  resetPassword: {
    // The link's hash is redacted in every log: the caller passes the path of a real link.
    start: () => null,
    actions: {
      'field.changed': fill({ password: 'New Password', confirm: 'Confirm Password' }),
      'form.submit': click('Reset Password'),
      'login.requested': toLogin,
      'banner.dismiss': click('Dismiss'),
    },
  },
};

/** Events the portal raises itself: the start, invoked actors' results and errors, delays, stops. */
const isPortalEvent = (type: string) => type.startsWith('xstate.');

/**
 * Opens the machine's page and performs the log's user events in order; returns what it did. Throws on an
 * event it has no page action for, so a log of a new event fails loudly instead of being skipped.
 * Where the portal streams to the inspector (QA builds), `observedSteps` reads back what the machine did.
 */
export async function replayInBrowser(
  page: Page,
  recording: Recording,
  options: ReplayInBrowserOptions,
): Promise<ReplayedEvent[]> {
  const machinePage = machinePages[recording.machineId];
  if (!machinePage) throw new Error(`no page known for the machine '${recording.machineId}'`);
  const path = options.path === undefined ? machinePage.start(recording.input) : options.path;
  if (options.path === undefined && path === null)
    throw new Error(`replaying '${recording.machineId}' needs the path to start at`);
  await observeMachines(page);
  if (path !== null) await page.goto(path);

  const replay: Replay = { page, options, identityChanges: 0 };
  const done: ReplayedEvent[] = [];
  for (const [step, { event }] of recording.steps.entries()) {
    if (isPortalEvent(event.type)) continue;
    const act = machinePage.actions[event.type];
    if (!act) throw new Error(`step ${step}: no page action for '${event.type}' of '${recording.machineId}'`);
    done.push({ step, event: event.type, action: await act(replay, event) });
  }
  return done;
}

declare global {
  interface Window {
    __machineReplay?: InspectorMessage[];
  }
}

const observing = new WeakSet<Page>();

/** From the next page load on, keeps what the portal's actors post to the inspector's channel. */
export async function observeMachines(page: Page) {
  if (observing.has(page)) return;
  observing.add(page);
  await page.addInitScript((channelName) => {
    if (window.__machineReplay) return;
    const seen: InspectorMessage[] = (window.__machineReplay = []);
    new BroadcastChannel(channelName).onmessage = (event: MessageEvent<InspectorMessage>) => {
      seen.push(event.data);
    };
  }, inspectorChannelName);
}

/**
 * The steps the newest actor of a machine took in this page since it loaded (after `replayInBrowser`), as
 * the inspector saw them: the same shape as a recording's steps. Empty where the build does not stream.
 */
export async function observedSteps(page: Page, machineId: string): Promise<RecordedStep[]> {
  const messages = await page.evaluate(() => window.__machineReplay ?? []);
  const snapshots = messages.filter(
    (m): m is SnapshotMessage => m.kind === 'snapshot' && m.machineId === machineId,
  );
  const started = snapshots.filter((m) => m.event.type === 'xstate.init').at(-1);
  if (!started) return [];
  return snapshots
    .filter((m) => m.sessionId === started.sessionId)
    .map(({ event, value, context, status }) => ({ event, value, context, status }));
}
