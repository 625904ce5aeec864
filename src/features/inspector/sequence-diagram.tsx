import type { AnyEventObject } from 'xstate';
import type { SessionRecording } from '#machines/inspection/recording';
import { describeEvent } from '#machines/registry/describe';
import type { RegisteredMachine } from '#machines/registry/machine-registry';
import * as s from './sequence-diagram.css';

export interface SequenceDiagramProps {
  recording: SessionRecording;
  registry: readonly RegisteredMachine[];
  cursor: number;
}

const column = 150;
const row = 26;
const head = 40;

/**
 * The sequence as lifelines: a column for the page and one per actor, an arrow per step from its sender to
 * its receiver (a loop for the actor's own timer or invoke), the step shown marked. Drawn for the eye; the
 * sequence table beside it is what assistive technology reads.
 */
export function SequenceDiagram({ recording, registry, cursor }: SequenceDiagramProps) {
  const columns = ['page', ...recording.actors.map((a) => a.id)];
  const x = (id: string) => column / 2 + Math.max(0, columns.indexOf(id)) * column;
  const entryOf = (machineId: string) => registry.find((e) => e.id === machineId);
  const heading = (id: string) => {
    if (id === 'page') return 'page';
    const actor = recording.actors.find((a) => a.id === id)!;
    return `${entryOf(actor.machineId)?.title ?? actor.machineId} (${actor.systemId || actor.id})`;
  };
  const width = columns.length * column;
  const height = head + recording.steps.length * row + 10;
  return (
    <div className={s.frame} aria-hidden="true">
      <svg width={width} height={height} viewBox={`0 0 ${width} ${height}`}>
        <defs>
          <marker
            id="sequence-arrow"
            viewBox="0 0 10 10"
            refX="9"
            refY="5"
            markerWidth="6"
            markerHeight="6"
            orient="auto"
          >
            <path d="M0,0 L10,5 L0,10 z" className={s.arrowHead} />
          </marker>
        </defs>
        {columns.map((id) => (
          <g key={id}>
            <text className={s.heading} x={x(id)} y={16} textAnchor="middle">
              {heading(id).length > 22 ? `${heading(id).slice(0, 21)}…` : heading(id)}
            </text>
            <line className={s.lifeline} x1={x(id)} y1={head - 12} x2={x(id)} y2={height} />
          </g>
        ))}
        {recording.steps.map((step, i) => {
          const y = head + i * row + row / 2;
          const own = step.from === null && /^xstate\.(after|done|error)\./.test(step.event.type);
          const from = step.from ?? (own ? step.actor : 'page');
          const to = step.actor;
          const actor = recording.actors.find((a) => a.id === to)!;
          const entry = entryOf(actor.machineId);
          const label = entry ? describeEvent(entry, step.event as AnyEventObject) : step.event.type;
          const className = i === cursor ? `${s.message} ${s.current}` : s.message;
          const x1 = x(from);
          const x2 = x(to);
          return (
            <g key={i} className={className}>
              {x1 === x2 ? (
                <path d={`M${x1},${y - 6} h24 v12 h-22`} markerEnd="url(#sequence-arrow)" />
              ) : (
                <line x1={x1} y1={y} x2={x2 + (x2 > x1 ? -3 : 3)} y2={y} markerEnd="url(#sequence-arrow)" />
              )}
              <text x={Math.min(x1, x2) + (x1 === x2 ? 30 : 6)} y={y - 4}>
                {i} {label.length > 40 ? `${label.slice(0, 39)}…` : label}
              </text>
            </g>
          );
        })}
      </svg>
    </div>
  );
}
