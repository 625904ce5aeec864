import { assign, type AnyEventObject } from 'xstate';
import { describeEvent, stateValueText } from '../registry/describe';
import { startKitRun } from '../registry/kit-run';
import { machineRegistry, type RegisteredMachine } from '../registry/machine-registry';
import { diffJson, type JsonChange } from './context-diff';
import {
  actorRecording,
  isSessionRecording,
  type AnyRecording,
  type RecordedEvent,
  type RecordedStep,
  type Recording,
  type SessionRecording,
} from './recording';
import { kindOfKey, redact, redactedText } from './redact';
import { fromJson, toJson, type Json } from './serialize';

/**
 * What a replay types where the recording says '[redacted]': one value for every secret, so equal secrets
 * stay equal (a password and its confirmation) and the password rules pass.
 */
export const replayStandIn = 'Replay-stand-in-1!';

/**
 * Actions that read the outside world into context (the sign-in clock, the lists' "today"). A replay must not
 * read its own clock: each takes the value the recording shows after the step being replayed.
 */
export const worldReadings: Readonly<Record<string, string>> = { stampClock: 'clock', readToday: 'today' };

/** The entry with its world readings answered from `recorded()`, the context of the step being replayed. */
function withRecordedReadings(entry: RegisteredMachine, recorded: () => Json): RegisteredMachine {
  const known = entry.machine.implementations.actions;
  const readings = Object.entries(worldReadings).filter(([action]) => action in known);
  if (!readings.length) return entry;
  const actions = Object.fromEntries(
    readings.map(([action, key]) => [
      action,
      assign(({ context }: { context: Record<string, unknown> }) => {
        const value = (recorded() as Record<string, Json> | null)?.[key];
        return value === undefined ? {} : { [key]: fromJson(value) ?? context[key] };
      }),
    ]),
  );
  const provide = entry.testKit?.provide ?? {};
  return {
    ...entry,
    testKit: { ...entry.testKit, provide: { ...provide, actions: { ...provide.actions, ...actions } } },
  } as RegisteredMachine;
}

/** What a replay gives a money field the recording hides: an amount, so a form's amount rules pass. */
export const replayAmountStandIn = 1;

/**
 * The recorded value with its redacted parts replaced by stand-ins: an amount under a money field (or as the
 * value of a change naming one), else `replayStandIn`.
 */
export const withStandIns = (value: Json, key?: string): Json => {
  if (value === redactedText)
    return key !== undefined && kindOfKey(key) === 'money' ? replayAmountStandIn : replayStandIn;
  if (Array.isArray(value)) return value.map((item) => withStandIns(item, key));
  if (value && typeof value === 'object') {
    const field = typeof value.field === 'string' ? value.field : undefined;
    return Object.fromEntries(
      Object.entries(value).map(([k, v]) => [k, withStandIns(v, k === 'value' && field ? field : k)]),
    );
  }
  return value;
};

export interface ReplayDivergence {
  /** Index into the recording's steps; 0 is the start. */
  step: number;
  event: RecordedEvent;
  /** What differs first: the state value, then the context, then the status. */
  field: 'value' | 'context' | 'status';
  expected: Json;
  actual: Json;
  /** For a context divergence, every changed path. */
  changes: JsonChange[];
}

export interface ReplayReport {
  machineId: string;
  title?: string;
  /** Steps replayed (up to and including a divergent one). */
  steps: number;
  divergence: ReplayDivergence | null;
  /** The replayed actor's last snapshot, redacted. */
  final: { value: Json; context: Json; status: string };
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

function replayInput(entry: RegisteredMachine, recorded: Json): unknown {
  const input = fromJson(withStandIns(recorded));
  if (entry.testKit.reviveInput) return entry.testKit.reviveInput(input);
  const kitInput = entry.testKit.input;
  if (isRecord(kitInput) && isRecord(input)) return { ...kitInput, ...input };
  return input ?? kitInput ?? {};
}

function compare(step: RecordedStep, actual: { value: Json; context: Json; status: string }) {
  const valueChanges = diffJson(step.value, actual.value);
  if (valueChanges.length)
    return { field: 'value' as const, expected: step.value, actual: actual.value, changes: [] };
  const changes = diffJson(step.context, actual.context);
  if (changes.length)
    return { field: 'context' as const, expected: step.context, actual: actual.context, changes };
  if (step.status !== actual.status)
    return { field: 'status' as const, expected: step.status, actual: actual.status, changes: [] };
  return null;
}

/** A whole-session replay: one report per recorded actor, in the recording's actor order. */
export interface SessionReplayReport {
  title?: string;
  actors: (ReplayReport & { actor: string })[];
  /** The first actor that diverged, or null when every actor replayed as recorded. */
  divergence: { actor: string; machineId: string; step: number } | null;
}

export type AnyReplayReport = ReplayReport | SessionReplayReport;

export const isSessionReport = (report: AnyReplayReport): report is SessionReplayReport => 'actors' in report;

/**
 * Replays a recorded log through its registered machine, in Node, with the machine's test kit providers
 * and a simulated clock: recorded actor results settle the running actors, delays advance the clock, other
 * events are sent. Stops at the first step whose state value, context (compared redacted) or status differs.
 * A whole-session recording (version 2) replays each of its actors so, on its own: a child's parent is a
 * stand-in, as in the kits, and what the parent told it is in its own steps.
 */
export function replayRecording(
  recording: Recording,
  registry?: readonly RegisteredMachine[],
): Promise<ReplayReport>;
export function replayRecording(
  recording: SessionRecording,
  registry?: readonly RegisteredMachine[],
): Promise<SessionReplayReport>;
export function replayRecording(
  recording: AnyRecording,
  registry?: readonly RegisteredMachine[],
): Promise<AnyReplayReport>;
export async function replayRecording(
  recording: AnyRecording,
  registry: readonly RegisteredMachine[] = machineRegistry,
): Promise<AnyReplayReport> {
  if (!isSessionRecording(recording)) return replayActor(recording, registry);
  const actors: SessionReplayReport['actors'] = [];
  for (const actor of recording.actors) {
    const { title: _whole, ...report } = await replayActor(actorRecording(recording, actor.id), registry);
    // Each line already says the session; an invoked actor is named by its invoke id ('stopModal').
    const invoke = actor.systemId && actor.systemId !== actor.id ? { title: actor.systemId } : {};
    actors.push({ ...report, ...invoke, actor: actor.id });
  }
  const first = actors.find((a) => a.divergence);
  return {
    ...(recording.title ? { title: recording.title } : {}),
    actors,
    divergence: first
      ? { actor: first.actor, machineId: first.machineId, step: first.divergence!.step }
      : null,
  };
}

async function replayActor(
  recording: Recording,
  registry: readonly RegisteredMachine[],
): Promise<ReplayReport> {
  const entry = registry.find((e) => e.id === recording.machineId);
  if (!entry) throw new Error(`no registered machine '${recording.machineId}'`);
  let replaying = 0;
  const recorded = () => recording.steps[replaying]?.context ?? null;
  const run = startKitRun(withRecordedReadings(entry, recorded), {
    input: replayInput(entry, recording.input),
  });
  const observed = () => {
    const s = run.snapshot();
    return { value: toJson(s.value), context: redact(s.context), status: s.status };
  };
  try {
    for (const [i, step] of recording.steps.entries()) {
      replaying = i;
      if (i > 0) await run.step(fromJson(withStandIns(step.event)) as AnyEventObject);
      const actual = observed();
      const difference = compare(step, actual);
      if (difference) {
        return {
          machineId: entry.id,
          ...(recording.title ? { title: recording.title } : {}),
          steps: i + 1,
          divergence: { step: i, event: step.event, ...difference },
          final: actual,
        };
      }
    }
    return {
      machineId: entry.id,
      ...(recording.title ? { title: recording.title } : {}),
      steps: recording.steps.length,
      divergence: null,
      final: observed(),
    };
  } finally {
    run.stop();
  }
}

const show = (value: Json | undefined) => (value === undefined ? '(absent)' : JSON.stringify(value));

/** The report as people read it in a terminal; a session's as one paragraph per actor. */
export function formatReplayReport(report: AnyReplayReport, registry = machineRegistry): string {
  if (isSessionReport(report)) {
    const head = `${report.divergence ? '✗' : '✓'} session${report.title ? ` — ${report.title}` : ''}: ${
      report.actors.length
    } actors`;
    const lines = report.actors.map((a) =>
      formatReplayReport(a, registry)
        .split('\n')
        .map((l) => `  ${l.replace(/^([✓✗]) /, `$1 ${a.actor} `)}`)
        .join('\n'),
    );
    return [head, ...lines].join('\n');
  }
  const entry = registry.find((e) => e.id === report.machineId);
  const head = `${report.machineId}${report.title ? ` — ${report.title}` : ''}`;
  const final = `${stateValueText(report.final.value as never)} (${report.final.status})`;
  if (!report.divergence)
    return `✓ ${head}: ${report.steps} steps replayed, same as recorded; ends in ${final}`;
  const d = report.divergence;
  const event = entry ? describeEvent(entry, d.event as AnyEventObject) : d.event.type;
  const lines = [`✗ ${head}: diverges at step ${d.step} (${d.step === 0 ? 'start' : event})`];
  if (d.field === 'value')
    lines.push(
      `  state: expected ${stateValueText(d.expected as never)}, got ${stateValueText(d.actual as never)}`,
    );
  else if (d.field === 'status') lines.push(`  status: expected ${show(d.expected)}, got ${show(d.actual)}`);
  else
    for (const c of d.changes)
      lines.push(`  context ${c.path || '(root)'}: expected ${show(c.before)}, got ${show(c.after)}`);
  return lines.join('\n');
}
