import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AnyEventObject } from 'xstate';
import {
  actorRecording,
  isSessionRecording,
  parseAnyRecording,
  type AnyRecording,
  type Recording,
} from '#machines/inspection/recording';
import { withStandIns } from '#machines/inspection/replay';
import { fromJson } from '#machines/inspection/serialize';
import { edgeLabel, machineGraph, type MachineGraph } from '#machines/registry/graph';
import { startKitRun } from '#machines/registry/kit-run';
import type { RegisteredMachine } from '#machines/registry/machine-registry';

/** Who took a transition: a hand-written test, a recorded journey, a generated path, or a person (a recording). */
export type CoverageSource = 'hand' | 'replay' | 'generated' | 'use';

export interface TakenTransition {
  source: CoverageSource;
  machineId: string;
  transitionId: string;
}

/** The JSON lines the coverage setup file (tests/setup/machines-coverage.setup.ts) appended. */
export function readTaken(file: string): TakenTransition[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as TakenTransition);
}

/**
 * The transitions a recorded actor's machine takes when fed the recording's events through its kit, to the
 * end of the log: unlike a replay, it does not stop where the log and the machine part ways, since what is
 * wanted is every transition the person's events lead to.
 */
async function transitionsOfActor(recording: Recording, entry: RegisteredMachine): Promise<Set<string>> {
  const input = fromJson(withStandIns(recording.input));
  const kitInput = entry.testKit.input;
  const merged =
    entry.testKit.reviveInput?.(input) ??
    (kitInput && typeof kitInput === 'object' && input && typeof input === 'object'
      ? { ...kitInput, ...input }
      : (input ?? kitInput ?? {}));
  const run = startKitRun(entry, { input: merged });
  try {
    for (const step of recording.steps.slice(1))
      await run.step(fromJson(withStandIns(step.event)) as AnyEventObject);
    return new Set(run.taken);
  } finally {
    run.stop();
  }
}

/** Every recording file (either format) in a folder: each actor's transitions, as taken in real use. */
export async function transitionsOfRecordings(
  folder: string,
  registry: readonly RegisteredMachine[],
): Promise<{ taken: TakenTransition[]; problems: string[] }> {
  const taken: TakenTransition[] = [];
  const problems: string[] = [];
  const files = existsSync(folder) ? readdirSync(folder).filter((f) => f.endsWith('.json')) : [];
  for (const file of files.sort()) {
    let recording: AnyRecording;
    try {
      recording = parseAnyRecording(JSON.parse(readFileSync(join(folder, file), 'utf8')));
    } catch (error) {
      problems.push(`${file}: ${error instanceof Error ? error.message : String(error)}`);
      continue;
    }
    const actors = isSessionRecording(recording)
      ? recording.actors.map((a) => actorRecording(recording, a.id))
      : [recording];
    for (const actor of actors) {
      const entry = registry.find((e) => e.id === actor.machineId);
      if (!entry) {
        problems.push(`${file}: no registered machine '${actor.machineId}'`);
        continue;
      }
      for (const transitionId of await transitionsOfActor(actor, entry))
        taken.push({ source: 'use', machineId: entry.id, transitionId });
    }
  }
  return { taken, problems };
}

export interface CoveredTransition {
  id: string;
  /** 'source → target: event [guard]', as docs/machines.md names a transition. */
  label: string;
  by: CoverageSource[];
}

export interface MachineCoverage {
  machineId: string;
  title: string;
  total: number;
  counts: Record<CoverageSource, number>;
  transitions: CoveredTransition[];
}

const pathOf = (graph: MachineGraph, id: string) => graph.nodes.find((n) => n.id === id)?.path || '(machine)';

/** 'loading → ready: done: fetchPage [hasRows]'. */
export function transitionLabel(graph: MachineGraph, edge: MachineGraph['edges'][number]): string {
  const targets = edge.targetIds.map((t) => pathOf(graph, t)).join(', ') || '(stays)';
  return `${pathOf(graph, edge.sourceId)} → ${targets}: ${edgeLabel(edge)}`;
}

/** Per registered machine, every transition and who took it. */
export function machineCoverage(
  registry: readonly RegisteredMachine[],
  taken: readonly TakenTransition[],
): MachineCoverage[] {
  const by = new Map<string, Set<CoverageSource>>();
  for (const t of taken) {
    const key = `${t.machineId} ${t.transitionId}`;
    (by.get(key) ?? by.set(key, new Set()).get(key)!).add(t.source);
  }
  return registry.map((entry) => {
    const graph = machineGraph(entry.machine);
    const transitions = graph.edges.map((edge) => ({
      id: edge.id,
      label: transitionLabel(graph, edge),
      by: [...(by.get(`${entry.id} ${edge.id}`) ?? [])].sort(),
    }));
    const count = (source: CoverageSource) => transitions.filter((t) => t.by.includes(source)).length;
    return {
      machineId: entry.id,
      title: entry.title,
      total: transitions.length,
      counts: {
        hand: count('hand'),
        replay: count('replay'),
        generated: count('generated'),
        use: count('use'),
      },
      transitions,
    };
  });
}

const tested = (t: CoveredTransition) => t.by.includes('hand') || t.by.includes('replay');

/**
 * The report: a line per machine (transitions; taken by hand-written tests, replays, generated paths and,
 * given recordings, people), then per machine the transitions no hand-written test takes, those a replay
 * takes first, then those only generated paths take (listed apart), then those people took that no
 * hand-written test or replay takes.
 */
export function formatCoverage(rows: readonly MachineCoverage[], withUse: boolean): string {
  const lines: string[] = [];
  const head = [
    'machine',
    'transitions',
    'hand-written',
    'replays',
    'generated',
    ...(withUse ? ['used'] : []),
  ];
  const table = rows.map((r) => [
    r.machineId,
    String(r.total),
    String(r.counts.hand),
    String(r.counts.replay),
    String(r.counts.generated),
    ...(withUse ? [String(r.counts.use)] : []),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...table.map((row) => row[i]!.length)));
  const pad = (row: string[]) =>
    row.map((cell, i) => (i ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join('  ');
  lines.push(pad(head), ...table.map(pad));
  for (const r of rows) {
    const noHand = r.transitions.filter((t) => !t.by.includes('hand'));
    const used = withUse ? r.transitions.filter((t) => t.by.includes('use') && !tested(t)) : [];
    if (!noHand.length && !used.length) continue;
    lines.push(
      '',
      `${r.machineId} (${r.title}): ${noHand.length} of ${r.total} taken by no hand-written test`,
    );
    const section = (title: string, list: CoveredTransition[]) => {
      if (list.length) lines.push(`  ${title}:`, ...list.map((t) => `    ${t.label}`));
    };
    section(
      'a replay takes',
      noHand.filter((t) => t.by.includes('replay')),
    );
    section(
      'only generated paths take',
      noHand.filter((t) => !t.by.includes('replay') && t.by.includes('generated')),
    );
    section(
      'no test takes',
      noHand.filter((t) => !t.by.includes('replay') && !t.by.includes('generated')),
    );
    section('people took, no hand-written test or replay takes', used);
  }
  return lines.join('\n');
}
