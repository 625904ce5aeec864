import { useMemo, useState } from 'react';
import { inspectorChannelName } from '#machines/inspection/broadcast';
import { machineGraph } from '#machines/registry/graph';
import { machineRegistry, type RegisteredMachine } from '#machines/registry/machine-registry';
import { PageHeader } from '#ui/components/page-header/page-header';
import { Stack } from '#ui/components/stack/stack';
import { TabPanel, Tabs } from '#ui/components/tabs/tabs';
import * as s from './inspector.css';
import { LiveView } from './live-view';
import { SimulationView } from './simulation-view';
import { useLiveLog } from './use-live-log';

type Mode = 'simulation' | 'live';

export interface MachineInspectorProps {
  registry?: readonly RegisteredMachine[];
  channelName?: string;
}

/** Every registered machine: its statechart, a simulation of it, and its live actors. */
export function MachineInspector({
  registry = machineRegistry,
  channelName = inspectorChannelName,
}: MachineInspectorProps) {
  // View state only: which machine and mode are shown, which live actor is followed.
  const [machineId, setMachineId] = useState(registry[0]?.id ?? '');
  const [mode, setMode] = useState<Mode>('simulation');
  const [actorKey, setActorKey] = useState<string | null>(null);
  const live = useLiveLog(channelName);
  const entry = registry.find((e) => e.id === machineId) ?? registry[0];
  const graph = useMemo(() => (entry ? machineGraph(entry.machine) : null), [entry]);

  const liveCount = live.state.actors.length;
  return (
    <Stack gap="lg" padding="xl" className={s.page}>
      <PageHeader
        title="Machine Inspector"
        subtitle="The portal's state machines: their statecharts, a simulation of each, and the actors running now."
      />
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
            <p className={s.description}>{entry.description}</p>
            <Tabs
              label="Inspector mode"
              value={mode}
              onValueChange={(value) => setMode(value as Mode)}
              items={[
                { value: 'simulation', label: 'Simulation' },
                { value: 'live', label: 'Live', ...(liveCount ? { count: liveCount } : {}) },
              ]}
            >
              <TabPanel value="simulation">
                <SimulationView key={entry.id} entry={entry} graph={graph} />
              </TabPanel>
              <TabPanel value="live">
                <LiveView
                  entry={entry}
                  graph={graph}
                  registry={registry}
                  log={live.log}
                  state={live.state}
                  actorKey={actorKey}
                  onSelect={(key, id) => {
                    setMachineId(id);
                    setActorKey(key);
                  }}
                />
              </TabPanel>
            </Tabs>
          </section>
        )}
      </div>
    </Stack>
  );
}
