import { useMemo, useState } from 'react';
import { inspectorChannelName } from '#machines/inspection/broadcast';
import { machineGraph } from '#machines/registry/graph';
import { machineRegistry, type RegisteredMachine } from '#machines/registry/machine-registry';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { PageHeader } from '#ui/components/page-header/page-header';
import { Stack } from '#ui/components/stack/stack';
import { TabPanel, Tabs } from '#ui/components/tabs/tabs';
import * as s from './inspector.css';
import { LiveView } from './live-view';
import { RecordingView, type OpenedRecording } from './recording-view';
import { SimulationView } from './simulation-view';
import { useLiveLog } from './use-live-log';

type Mode = 'simulation' | 'live' | 'recording';

export interface MachineInspectorProps {
  registry?: readonly RegisteredMachine[];
  channelName?: string;
  /** From a deep link: the machine to open, and a state path to mark on its diagram. */
  linkedMachineId?: string;
  linkedStatePath?: string;
}

/** Every registered machine: its statechart, a simulation of it, and its live actors. */
export function MachineInspector({
  registry = machineRegistry,
  channelName = inspectorChannelName,
  linkedMachineId,
  linkedStatePath,
}: MachineInspectorProps) {
  const linked = registry.find((e) => e.id === linkedMachineId);
  // View state only: which machine and mode are shown, which live actor is followed.
  const [machineId, setMachineId] = useState(linked?.id ?? registry[0]?.id ?? '');
  const [mode, setMode] = useState<Mode>('simulation');
  const [actorKey, setActorKey] = useState<string | null>(null);
  const [opened, setOpened] = useState<OpenedRecording | null>(null);
  const live = useLiveLog(channelName);
  const entry = registry.find((e) => e.id === machineId) ?? registry[0];
  const graph = useMemo(() => (entry ? machineGraph(entry.machine) : null), [entry]);
  const markedNode =
    linked && entry === linked && linkedStatePath
      ? (graph?.nodes.find((n) => n.path === linkedStatePath) ?? null)
      : null;
  const notice =
    linkedMachineId && !linked
      ? `No machine '${linkedMachineId}': the links are /inspector/<machine id> with the ids listed here.`
      : linked && linkedStatePath && !markedNode && entry === linked
        ? `No state '${linkedStatePath}' in ${linked.title}.`
        : null;
  const markedId = markedNode?.id ?? null;

  const liveCount = live.state.actors.length;
  return (
    <Stack gap="lg" padding="xl" className={s.page}>
      <PageHeader
        title="Machine Inspector"
        subtitle="The portal's state machines: their statecharts, a simulation of each, and the actors running now."
      />
      {notice && (
        <AlertBanner type="warning" open>
          {notice}
        </AlertBanner>
      )}
      <div className={s.layout}>
        <nav aria-label="Machines">
          <ul className={s.machineList}>
            {registry.map((e) => (
              <li key={e.id}>
                <button
                  type="button"
                  className={s.machineButton}
                  aria-current={e.id === entry?.id}
                  onClick={() => {
                    setMachineId(e.id);
                    setActorKey(null);
                  }}
                >
                  <span>{e.title}</span>
                  <span className={s.machineId}>{e.id}</span>
                </button>
              </li>
            ))}
          </ul>
        </nav>
        {entry && graph && (
          <section className={s.main} aria-labelledby="inspector-machine-title">
            <h2 id="inspector-machine-title" className={s.heading}>
              {entry.title}
            </h2>
            <p className={s.description}>
              {entry.description}{' '}
              <a href={`/inspector/${entry.id}`} className={s.deepLink}>
                Link to {entry.title}
              </a>
              {markedNode && <span className={s.machineId}> · marked: {markedNode.path}</span>}
            </p>
            <Tabs
              label="Inspector mode"
              value={mode}
              onValueChange={(value) => setMode(value as Mode)}
              items={[
                { value: 'simulation', label: 'Simulation' },
                { value: 'live', label: 'Live', ...(liveCount ? { count: liveCount } : {}) },
                { value: 'recording', label: 'Recording' },
              ]}
            >
              <TabPanel value="simulation">
                <SimulationView key={entry.id} entry={entry} graph={graph} markedId={markedId} />
              </TabPanel>
              <TabPanel value="live">
                <LiveView
                  entry={entry}
                  graph={graph}
                  registry={registry}
                  log={live.log}
                  state={live.state}
                  actorKey={actorKey}
                  markedId={markedId}
                  onSelect={(key, id) => {
                    setMachineId(id);
                    setActorKey(key);
                  }}
                />
              </TabPanel>
              <TabPanel value="recording">
                <RecordingView registry={registry} opened={opened} onOpen={setOpened} />
              </TabPanel>
            </Tabs>
          </section>
        )}
      </div>
    </Stack>
  );
}
