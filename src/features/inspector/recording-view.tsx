import { useMemo, useState, type DragEvent } from 'react';
import type { AnyEventObject } from 'xstate';
import { asSession, parseAnyRecording, type SessionRecording } from '#machines/inspection/recording';
import { activeStateIds } from '#machines/registry/delays';
import { describeEvent, stateValueText } from '#machines/registry/describe';
import { machineGraph } from '#machines/registry/graph';
import type { RegisteredMachine } from '#machines/registry/machine-registry';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { Card } from '#ui/components/card/card';
import { Inline } from '#ui/components/inline/inline';
import * as s from './inspector.css';
import { SequenceDiagram } from './sequence-diagram';
import { SequenceTable, actorName } from './sequence-table';
import { Statechart } from './statechart';

/** A recording opened in the inspector, and the step shown. */
export interface OpenedRecording {
  name: string;
  recording: SessionRecording;
  cursor: number;
}

export interface RecordingViewProps {
  registry: readonly RegisteredMachine[];
  opened: OpenedRecording | null;
  onOpen: (opened: OpenedRecording | null) => void;
}

const readText = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('could not read the file'));
    reader.readAsText(file);
  });

/**
 * A recording file (one actor, or a whole page session) opened by choosing or dropping it, stepped through
 * back and forth: the diagram of the step's machine with the step's state, the step's event and context, and
 * for a page session the sequence of who sent what to whom.
 */
export function RecordingView({ registry, opened, onOpen }: RecordingViewProps) {
  const [error, setError] = useState<string | null>(null);
  const open = async (file: File | undefined) => {
    if (!file) return;
    try {
      const recording = asSession(parseAnyRecording(JSON.parse(await readText(file))));
      const unknown = recording.actors.find((a) => !registry.some((e) => e.id === a.machineId));
      if (unknown) throw new Error(`no registered machine '${unknown.machineId}'`);
      setError(null);
      onOpen({ name: file.name, recording, cursor: 0 });
    } catch (e) {
      setError(`${file.name}: ${e instanceof Error ? e.message : String(e)}`);
    }
  };
  const onDrop = (event: DragEvent<HTMLDivElement>) => {
    event.preventDefault();
    void open(event.dataTransfer.files[0]);
  };

  return (
    <div className={s.workbench}>
      <div className={s.dropZone} onDragOver={(e) => e.preventDefault()} onDrop={onDrop}>
        <label className={s.fileLabel}>
          Open a recording (JSON)
          <input
            type="file"
            accept=".json,application/json"
            onChange={(e) => {
              void open(e.target.files?.[0]);
              e.target.value = '';
            }}
          />
        </label>
        <span className={s.check}>or drop a file here: a single actor’s log or a whole page session.</span>
      </div>
      {error && (
        <AlertBanner type="error" open>
          {error}
        </AlertBanner>
      )}
      {opened && (
        <Player registry={registry} opened={opened} onStep={(cursor) => onOpen({ ...opened, cursor })} />
      )}
    </div>
  );
}

function Player({
  registry,
  opened,
  onStep,
}: {
  registry: readonly RegisteredMachine[];
  opened: OpenedRecording;
  onStep: (cursor: number) => void;
}) {
  const { recording, cursor, name } = opened;
  const step = recording.steps[cursor];
  const actor = recording.actors.find((a) => a.id === step?.actor) ?? recording.actors[0]!;
  const entry = registry.find((e) => e.id === actor.machineId)!;
  const graph = useMemo(() => machineGraph(entry.machine), [entry]);
  const activeIds = new Set(step ? activeStateIds(entry.machine, step.value as never) : []);
  const last = recording.steps.length - 1;
  const session = recording.actors.length > 1;

  return (
    <>
      <Card
        title={`${name}${recording.title ? ` — ${recording.title}` : ''}`}
        headingLevel={3}
        actions={
          <Inline gap="xs" alignY="center">
            <Button size="sm" variant="ghost" disabled={cursor <= 0} onClick={() => onStep(cursor - 1)}>
              Previous step
            </Button>
            <Button size="sm" variant="ghost" disabled={cursor >= last} onClick={() => onStep(cursor + 1)}>
              Next step
            </Button>
          </Inline>
        }
      >
        <p className={s.check} aria-live="polite" aria-label="Recorded step">
          Step {cursor} of {last}: {actorName(recording, registry, actor.id)} in{' '}
          {step ? stateValueText(step.value as never) : '—'}
          {step && step.status !== 'active' ? ` (${step.status})` : ''}
        </p>
      </Card>
      <Statechart graph={graph} activeIds={activeIds} title={entry.title} />
      {session && (
        <Card title="Sequence" headingLevel={3}>
          <SequenceDiagram recording={recording} registry={registry} cursor={cursor} />
          <SequenceTable recording={recording} registry={registry} cursor={cursor} onStep={onStep} />
        </Card>
      )}
      <div className={s.side}>
        {!session && (
          <Card title="Steps" headingLevel={3}>
            <ol className={s.history} aria-label="Recorded steps">
              {recording.steps.map((st, i) => (
                <li
                  key={i}
                  aria-current={i === cursor ? 'step' : undefined}
                  className={i === cursor ? s.currentStep : undefined}
                >
                  <button type="button" className={s.rowButton} onClick={() => onStep(i)}>
                    {i}: {describeEvent(entry, st.event as AnyEventObject)} →{' '}
                    {stateValueText(st.value as never)}
                  </button>
                </li>
              ))}
            </ol>
          </Card>
        )}
        {step && (
          <Card title="Context" headingLevel={3}>
            <pre className={s.pre}>{JSON.stringify(step.context, null, 2)}</pre>
          </Card>
        )}
      </div>
    </>
  );
}
