import type { AnyEventObject } from 'xstate';
import type { SessionRecording } from '#machines/inspection/recording';
import { describeEvent } from '#machines/registry/describe';
import type { RegisteredMachine } from '#machines/registry/machine-registry';
import * as s from './inspector.css';

export interface SequenceTableProps {
  recording: SessionRecording;
  registry: readonly RegisteredMachine[];
  cursor: number;
  onStep: (index: number) => void;
}

/** 'Stop modal (stopModal)': an actor by its machine's title and its id in the page. */
export function actorName(
  recording: SessionRecording,
  registry: readonly RegisteredMachine[],
  id: string,
): string {
  const actor = recording.actors.find((a) => a.id === id);
  if (!actor) return id;
  const title = registry.find((e) => e.id === actor.machineId)?.title ?? actor.machineId;
  return `${title} (${actor.systemId || actor.id})`;
}

/** Who sent an event: a recorded actor, the actor itself (a delay, its own invoke's result), or the page. */
function senderName(
  recording: SessionRecording,
  registry: readonly RegisteredMachine[],
  step: SessionRecording['steps'][number],
): string {
  if (step.from) return actorName(recording, registry, step.from);
  const type = step.event.type;
  if (type === 'xstate.init') return 'start';
  if (type.startsWith('xstate.after.')) return 'timer';
  const result = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (result) return `invoked ${result[2]}`;
  if (type === 'xstate.stop') return 'page (stopped)';
  return 'page';
}

/**
 * The sequence of a whole-session recording: which actor sent what to whom, in order, as a table (one row a
 * step; the row of the step shown is marked, and choosing a row goes to it).
 */
export function SequenceTable({ recording, registry, cursor, onStep }: SequenceTableProps) {
  const entryOf = (actorId: string) =>
    registry.find((e) => e.id === recording.actors.find((a) => a.id === actorId)?.machineId);
  return (
    <div className={s.tableWrap}>
      <table className={s.table} aria-label="Sequence">
        <thead>
          <tr>
            <th className={s.cell}>#</th>
            <th className={s.cell}>From</th>
            <th className={s.cell}>To</th>
            <th className={s.cell}>Event</th>
          </tr>
        </thead>
        <tbody>
          {recording.steps.map((step, i) => {
            const entry = entryOf(step.actor);
            return (
              <tr
                key={i}
                aria-current={i === cursor ? 'step' : undefined}
                className={i === cursor ? s.currentRow : undefined}
              >
                <td className={s.cell}>
                  <button type="button" className={s.rowButton} onClick={() => onStep(i)}>
                    {i}
                  </button>
                </td>
                <td className={s.cell}>{senderName(recording, registry, step)}</td>
                <td className={s.cell}>{actorName(recording, registry, step.actor)}</td>
                <td className={[s.cell, s.mono].join(' ')}>
                  {entry ? describeEvent(entry, step.event as AnyEventObject) : step.event.type}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
