import { expect, type Locator, type Page } from '@playwright/test';
import type { RecordedEvent, RecordedStep, Recording } from '#machines/inspection/recording';
import type { Json } from '#machines/inspection/serialize';
import { addOrderButtons, type AddOrderMode } from '../../../src/shared/loads/add-order/add-order-texts';
import { observeMachines, observedSteps } from './replay-in-browser';

/**
 * Re-drives a recorded order-journey log (the load page's stops, or an order's journey tab) in the real
 * portal: each event a person caused becomes what that person did there (a stop's check box, the add-order
 * dialog), and before each one the portal's own orderJourney actor must have taken the recorded path so far,
 * so the re-drive is in step with the recording and fails at the first step where the two part ways.
 * Record ids belong to the recorded database: `orders` and `loads` map them to the records of this one.
 */
export interface ReplayJourneyOptions {
  orders?: Readonly<Record<number, number>>;
  loads?: Readonly<Record<number, number>>;
}

/** One event of the log and what was done for it on the page. */
export interface ReplayedJourneyEvent {
  step: number;
  event: string;
  action: string;
}

/**
 * Events the page sends on its own and a log may or may not hold: a mouse release after every click
 * (`pointer.released` clears a selected order) changes nothing here. Left out of both paths compared.
 */
const pageNoise = new Set(['pointer.released']);

/** Events that follow a person's earlier action with no action of their own: the dialog closes after Save. */
const followUps = new Set(['dialog.closed']);

const isPortalEvent = (type: string) => type.startsWith('xstate.');

/** A person's event (or the start), the state it led to, then what the portal did by itself until the next. */
export interface JourneyMove {
  event: string;
  value: Json;
  /** The portal's own events after it (server answers, timers), sorted: a real server and the 500 ms timers
   *  may interleave in either order in the save's parallel regions, so only which ones happened counts. */
  then: string[];
  /** Where those left the machine. */
  endsIn: Json;
  status: string;
}

/**
 * What a person sees of a log, page noise left out: each of their events with the state it led to, and
 * where the portal's own events after it left the machine.
 */
export function journeyPath(steps: readonly RecordedStep[]): JourneyMove[] {
  const moves: JourneyMove[] = [];
  for (const { event, value, status } of steps) {
    if (pageNoise.has(event.type)) continue;
    const last = moves.at(-1);
    if (last && isPortalEvent(event.type)) {
      last.then = [...last.then, event.type].sort();
      last.endsIn = value;
      last.status = status;
    } else moves.push({ event: event.type, value, then: [], endsIn: value, status });
  }
  return moves;
}

const record = (value: Json | undefined): Record<string, Json> =>
  value && typeof value === 'object' && !Array.isArray(value) ? value : {};
const num = (value: Json | undefined) => (typeof value === 'number' ? value : null);

interface JourneyStop {
  loadStopId: number;
  stopSequence: number;
}
interface JourneyLoad {
  loadId: number;
  loadStops: JourneyStop[];
}

/** The journey's loads in a step's context (redacted fields aside, ids and sequence numbers are kept). */
const loadsOf = (step: RecordedStep | undefined): JourneyLoad[] =>
  (record(record(step?.context).journey).loads as unknown as JourneyLoad[] | undefined) ?? [];

interface Drive {
  page: Page;
  recording: Recording;
  options: ReplayJourneyOptions;
  /** The load page (the journey of one load, input orderId 0) or an order's journey tab. */
  onLoadPage: boolean;
}

const mapped = (ids: Readonly<Record<number, number>> | undefined, id: number) => ids?.[id] ?? id;

/** Where the recorded stop is on the page: its load's stops (the page's one load, or its region). */
function loadScope(drive: Drive, loadId: number): Locator {
  const id = mapped(drive.options.loads, loadId);
  return drive.onLoadPage
    ? drive.page.getByRole('main')
    : drive.page.getByRole('region', { name: `Load #${id}`, exact: true });
}

/** A stop check-off: its card's box, found by its place in the load's stops at that step. */
async function checkStop(drive: Drive, step: number, edit: Record<string, Json>): Promise<string> {
  const loadId = num(edit.loadId)!;
  const load = loadsOf(drive.recording.steps[step - 1]).find((l) => l.loadId === loadId);
  const stops = [...(load?.loadStops ?? [])].sort((a, b) => a.stopSequence - b.stopSequence);
  const n = stops.findIndex((s) => s.loadStopId === edit.loadStopId) + 1;
  if (n === 0) throw new Error(`step ${step}: stop ${String(edit.loadStopId)} is not on Load #${loadId}`);
  const box = loadScope(drive, loadId)
    .getByRole('listitem', { name: `Stop ${n}`, exact: true })
    .getByRole('checkbox', { name: /^(Picked up|Delivered)$/ });
  const checked = edit.checked === true;
  await box.setChecked(checked);
  return `${checked ? 'check' : 'uncheck'} Stop ${n} of Load #${mapped(drive.options.loads, loadId)}`;
}

const addButton = (page: Page, mode: AddOrderMode) =>
  page.getByRole('region', { name: 'Order Journey' }).getByRole('button', { name: addOrderButtons[mode] });

/** 'dialog.opened' from the journey's toolbar: the add-order button of its mode. */
async function openDialog(drive: Drive, event: RecordedEvent): Promise<string> {
  const mode = (event.mode as AddOrderMode | undefined) ?? 'delivery';
  await addButton(drive.page, mode).click();
  return `click "${addOrderButtons[mode]}"`;
}

/** An order put on a load: the add-order dialog (opened first when the log did not record that), its load, Save. */
async function addOrder(drive: Drive, edit: Record<string, Json>): Promise<string> {
  const { page } = drive;
  const dialog = page.getByRole('dialog', { name: /^(Add Order as Delivery|Consolidate Order)/ });
  const mode: AddOrderMode = edit.deliveryIsConsolidation === true ? 'location' : 'delivery';
  if (!(await dialog.isVisible())) await addButton(page, mode).click();
  const loadId = num(edit.loadId);
  let chosen = 'New load';
  if (loadId !== null) {
    const id = mapped(drive.options.loads, loadId);
    const box = dialog.getByRole('combobox', { name: 'Load', exact: true });
    await box.fill(String(id));
    await page
      .getByRole('listbox', { name: 'Load' })
      .getByRole('option', { name: new RegExp(`^Load #${id}\\b`) })
      .click();
    await expect(box).toHaveValue(`Load #${id}`);
    chosen = `Load #${id}`;
  }
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  return `add the order to ${chosen}`;
}

async function act(drive: Drive, step: number, event: RecordedEvent): Promise<string> {
  if (event.type === 'dialog.opened') return openDialog(drive, event);
  if (event.type === 'journey.edited') {
    const edit = record(event.edit);
    if (edit.kind === 'stopChecked') return checkStop(drive, step, edit);
    if (edit.kind === 'orderAdded') return addOrder(drive, edit);
    throw new Error(`step ${step}: no page action for the edit '${String(edit.kind)}'`);
  }
  throw new Error(`step ${step}: no page action for '${event.type}' of orderJourney`);
}

/** The page the log was recorded on: the load page of its first load, or the order's journey tab. */
function startPath(
  recording: Recording,
  options: ReplayJourneyOptions,
): { path: string; onLoadPage: boolean } {
  const orderId = num(record(recording.input).orderId) ?? 0;
  if (orderId > 0) return { path: `/orders/${mapped(options.orders, orderId)}/loads`, onLoadPage: false };
  const fetched = recording.steps.find((s) => s.event.type === 'xstate.done.actor.fetchJourney');
  const first = loadsOf(fetched)[0]?.loadId;
  if (first === undefined) throw new Error('the log never read its load: no page to start at');
  return { path: `/loads/${mapped(options.loads, first)}`, onLoadPage: true };
}

/** The path the portal's newest orderJourney actor has taken so far. */
const observedPath = async (page: Page) => journeyPath(await observedSteps(page, 'orderJourney'));

/**
 * Opens the log's page in a signed-in `page` and performs its events; returns what it did. Ends when the
 * portal's journey has taken every recorded step (page noise aside), or fails where it took another.
 */
export async function replayJourneyInBrowser(
  page: Page,
  recording: Recording,
  options: ReplayJourneyOptions = {},
): Promise<ReplayedJourneyEvent[]> {
  if (recording.machineId !== 'orderJourney')
    throw new Error(`replayJourneyInBrowser drives orderJourney logs, not '${recording.machineId}'`);
  const { path, onLoadPage } = startPath(recording, options);
  const drive: Drive = { page, recording, options, onLoadPage };
  await observeMachines(page);
  await page.goto(path);

  const inStep = async (upTo: number) => {
    const expected = journeyPath(recording.steps.slice(0, upTo));
    await expect
      .poll(async () => await observedPath(page), {
        message: `the portal's orderJourney took the recorded path up to step ${upTo}`,
        timeout: 15_000,
      })
      .toEqual(expected);
  };
  const done: ReplayedJourneyEvent[] = [];
  for (const [step, { event }] of recording.steps.entries()) {
    if (isPortalEvent(event.type) || pageNoise.has(event.type) || followUps.has(event.type)) continue;
    await inStep(step);
    done.push({ step, event: event.type, action: await act(drive, step, event) });
  }
  await inStep(recording.steps.length);
  return done;
}
