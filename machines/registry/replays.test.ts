import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  parseAnyRecording,
  parseRecording,
  type AnyRecording,
  type Recording,
} from '../inspection/recording';
import { formatReplayReport, replayRecording } from '../inspection/replay';

const folder = fileURLToPath(new URL('../../tests/replays/', import.meta.url));
const files = readdirSync(folder)
  .filter((f) => f.endsWith('.json'))
  .sort();
const read = (file: string): Recording => parseRecording(JSON.parse(readFileSync(folder + file, 'utf8')));

describe('tests/replays', () => {
  it('holds the recorded journeys', () => {
    expect(files).toEqual(
      expect.arrayContaining([
        'sign-in-one-identity.json',
        'sign-in-several-identities.json',
        'sign-in-wrong-password.json',
        'account-selection.json',
        'reset-password-valid-hash.json',
        'reset-password-invalid-hash.json',
        'list-query-search-then-page.json',
        'list-query-sort-cycle.json',
        'list-query-delete-confirmed.json',
        'order-journey-check-off-saved.json',
        // One per business workflow (issue #29).
        'load-page-build-and-check-off.json',
        'load-page-session-stop-modal.json',
        'stop-sequencing-check-off-in-order.json',
        'stop-modal-check-off-and-save.json',
        'order-status-why-not.json',
        'load-status-disable-auto-status.json',
        'report-generated.json',
        'note-added.json',
        'file-upload-bol.json',
        'attachments-file-added.json',
        'load-calendar-week-month-day.json',
        'changelog-paged.json',
        'order-grouping-grouped.json',
      ]),
    );
  });

  it.each(files)('%s replays to the same final state', async (file) => {
    const recording: AnyRecording = parseAnyRecording(JSON.parse(readFileSync(folder + file, 'utf8')));
    const report = await replayRecording(recording);
    expect(report.divergence, formatReplayReport(report)).toBeNull();
    // Each actor (one, or every actor of a page session) ends where its own last step did.
    const actors = 'actors' in report ? report.actors : [{ ...report, actor: null }];
    for (const actor of actors) {
      const steps =
        'actors' in recording ? recording.steps.filter((s) => s.actor === actor.actor) : recording.steps;
      const last = steps.at(-1)!;
      expect(actor.final).toEqual({ value: last.value, context: last.context, status: last.status });
    }
  });
});

describe('an altered log', () => {
  const original = read('sign-in-one-identity.json');
  const altered = (change: (r: Recording) => void): Recording => {
    const copy = structuredClone(original);
    change(copy);
    return copy;
  };
  const stepOf = (r: Recording, type: string) => r.steps.findIndex((s) => s.event.type === type);

  it('diverges in state where a recorded actor result no longer leads where it did', async () => {
    const step = stepOf(original, 'xstate.done.actor.login');
    const recording = altered((r) => {
      (r.steps[step]!.event as unknown as { output: { userIdentities: unknown[] } }).output.userIdentities =
        [];
    });
    const report = await replayRecording(recording);
    expect(report.divergence).toMatchObject({
      step,
      field: 'value',
      expected: { submitting: 'enteringAccount' },
      actual: 'idle',
    });
    expect(formatReplayReport(report)).toContain(
      `diverges at step ${step} (login done)\n  state: expected submitting.enteringAccount, got idle`,
    );
  });

  it('diverges in context at the step whose event was changed', async () => {
    const modal = read('stop-modal-check-off-and-save.json');
    const step = stepOf(modal, 'stop.timeChanged');
    const recording = structuredClone(modal);
    recording.steps[step]!.event.value = '2026-03-05T09:25:00.000Z';
    const report = await replayRecording(recording);
    expect(report.divergence).toMatchObject({
      step,
      field: 'context',
      changes: [
        {
          path: 'after.0.pickedUpDeliveryDate',
          before: '2026-03-05T09:20:00.000Z',
          after: '2026-03-05T09:25:00.000Z',
        },
      ],
    });
    expect(formatReplayReport(report)).toContain(
      'context after.0.pickedUpDeliveryDate: expected "2026-03-05T09:20:00.000Z", got "2026-03-05T09:25:00.000Z"',
    );
  });

  it('delivers each recorded delay by itself, in the order of the log', async () => {
    const search = read('list-query-search-then-page.json');
    const spinner = stepOf(search, 'xstate.after.minimumSpinner.listQuery.data.loading.spinner.showing');
    const debounce = stepOf(search, 'xstate.after.searchDebounce.listQuery.search.debouncing');
    expect(debounce).toBe(spinner + 1);
    const swapped = structuredClone(search);
    [swapped.steps[spinner]!.event, swapped.steps[debounce]!.event] = [
      search.steps[debounce]!.event,
      search.steps[spinner]!.event,
    ];
    // The debounce fires while the first page still waits for its spinner: a new request, not the rows.
    expect((await replayRecording(swapped)).divergence).toMatchObject({
      step: spinner,
      field: 'value',
      expected: { data: 'ready', search: 'debouncing' },
      actual: { data: { loading: { request: 'pending', spinner: 'showing' } }, search: 'idle' },
    });
  });

  it('diverges where a recorded state was edited', async () => {
    const recording = altered((r) => {
      r.steps[3]!.value = 'idle';
    });
    expect((await replayRecording(recording)).divergence).toMatchObject({ step: 3, field: 'value' });
  });
});
