import type { AnyEventObject } from 'xstate';
import type { LiveLog, LiveLogState } from '#machines/inspection/live-log';
import { stringifyRecording } from '#machines/inspection/recording';
import { activeStateIds } from '#machines/registry/delays';
import { describeEvent, stateValueText } from '#machines/registry/describe';
import type { MachineGraph } from '#machines/registry/graph';
import type { RegisteredMachine } from '#machines/registry/machine-registry';
import { Button } from '#ui/components/button/button';
import { Card } from '#ui/components/card/card';
import { EmptyState } from '#ui/components/empty-state/empty-state';
import { downloadText } from './download';
import { LiveActors } from './live-actors';
import { ServerRuns, serverMachineIds } from './server-runs';
import * as s from './inspector.css';
import { Statechart } from './statechart';

export interface LiveViewProps {
  entry: RegisteredMachine;
  graph: MachineGraph;
  registry: readonly RegisteredMachine[];
  log: LiveLog;
  state: LiveLogState;
  /** The live actor shown (its key); the newest of the machine when null. */
  actorKey: string | null;
  onSelect: (actorKey: string, machineId: string) => void;
  /** A state marked by a deep link. */
  markedId?: string | null;
}

const show = (value: unknown) => {
  const text = value === undefined ? '—' : JSON.stringify(value);
  return text.length > 120 ? `${text.slice(0, 119)}…` : text;
};

/**
 * The portal's running actors as they report over the channel: the chosen actor's current state on the
 * diagram, its event log with context changes (redacted at the source), and Record to save it for a replay.
 */
export function LiveView({
  entry,
  graph,
  registry,
  log,
  state,
  actorKey,
  onSelect,
  markedId = null,
}: LiveViewProps) {
  const ofMachine = state.actors.filter((a) => a.machineId === entry.id);
  const actor = ofMachine.find((a) => a.key === actorKey) ?? ofMachine.at(-1) ?? null;
  const entries = actor ? (state.entries[actor.key] ?? []) : [];
  const last = entries.at(-1);
  const activeIds = new Set(last ? activeStateIds(entry.machine, last.value as never) : []);

  const record = () => {
    if (!actor) return;
    const recording = log.toRecording(actor.key, `${entry.title}, recorded live`);
    if (recording)
      downloadText(
        `${entry.id}-${actor.sessionId.replace(/[^a-z0-9]/gi, '')}.json`,
        stringifyRecording(recording),
      );
  };
  // Machines outside the registry (none today) could not be replayed, so a session file leaves them out.
  const recordSession = (pageSession: string, name: string) => {
    const recording = log.toSessionRecording(pageSession, `${name}, recorded live`, (id) =>
      registry.some((e) => e.id === id),
    );
    if (recording)
      downloadText(`session-${pageSession.replace(/[^a-z0-9]/gi, '')}.json`, stringifyRecording(recording));
  };

  return (
    <div className={s.workbench}>
      <div className={s.main}>
        <Statechart graph={graph} activeIds={activeIds} title={entry.title} markedId={markedId} />
        {actor ? (
          <div className={s.tableWrap}>
            <table className={s.table} aria-label="Event log">
              <thead>
                <tr>
                  <th className={s.cell}>#</th>
                  <th className={s.cell}>Event</th>
                  <th className={s.cell}>State</th>
                  <th className={s.cell}>Context changes</th>
                </tr>
              </thead>
              <tbody>
                {entries.map((e, i) => (
                  <tr key={i}>
                    <td className={s.cell}>{i}</td>
                    <td className={[s.cell, s.mono].join(' ')}>
                      {describeEvent(entry, e.event as AnyEventObject)}
                    </td>
                    <td className={[s.cell, s.mono].join(' ')}>
                      {stateValueText(e.value as never)}
                      {e.status !== 'active' ? ` (${e.status})` : ''}
                    </td>
                    <td className={s.cell}>
                      <ul className={s.changes}>
                        {e.changes.map((c) => (
                          <li
                            key={c.path}
                            className={s.change}
                            title={`${JSON.stringify(c.before)} → ${JSON.stringify(c.after)}`}
                          >
                            {c.path || '(context)'}: {show(c.before)} → {show(c.after)}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ) : (
          <EmptyState
            headingLevel={3}
            title={`No live ${entry.title} actor yet`}
            description="Use the portal in another tab of this browser (same address), or in this one: every actor started after this page opened reports here."
          />
        )}
      </div>
      <div className={s.side}>
        {serverMachineIds.has(entry.id) && <ServerRuns machineId={entry.id} />}
        <Card
          title="Live actors"
          headingLevel={3}
          actions={
            <Button size="sm" variant="ghost" onClick={log.clear} disabled={!state.actors.length}>
              Clear
            </Button>
          }
        >
          {state.actors.length === 0 && <p className={s.check}>Waiting for the portal’s actors…</p>}
          <LiveActors
            state={state}
            registry={registry}
            currentKey={actor?.key ?? null}
            onSelect={(a) => onSelect(a.key, a.machineId)}
            onRecordSession={recordSession}
          />
        </Card>
        {actor && (
          <Card title="Record" headingLevel={3}>
            <p className={s.check}>
              {actor.fromStart
                ? 'Saves this actor’s log as JSON for `npm run replay -- file.json`.'
                : 'This actor started before the inspector listened; reload the portal tab to record it from its start.'}
            </p>
            <Button size="sm" onClick={record} disabled={!actor.fromStart || !entries.length}>
              Record {entry.title} log
            </Button>
          </Card>
        )}
        {last && (
          <Card title="Context" headingLevel={3}>
            <pre className={s.pre}>{JSON.stringify(last.context, null, 2)}</pre>
          </Card>
        )}
      </div>
    </div>
  );
}
