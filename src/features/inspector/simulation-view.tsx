import { useState, useSyncExternalStore } from 'react';
import { createSimulation } from '#machines/inspection/simulation';
import { stateValueText } from '#machines/registry/describe';
import type { MachineGraph } from '#machines/registry/graph';
import { scenarioNames } from '#machines/registry/kit-run';
import type { RegisteredMachine } from '#machines/registry/machine-registry';
import { Button } from '#ui/components/button/button';
import { Card } from '#ui/components/card/card';
import { Chip } from '#ui/components/chip/chip';
import { Inline } from '#ui/components/inline/inline';
import { SelectField } from '#ui/components/select-field/select-field';
import * as s from './inspector.css';
import { PayloadEditor } from './payload-editor';
import { Statechart } from './statechart';

export interface SimulationViewProps {
  entry: RegisteredMachine;
  graph: MachineGraph;
  /** A state marked by a deep link. */
  markedId?: string | null;
}

/**
 * Runs the machine by hand with its test kit: the events enabled now as buttons (invoked actors settle with
 * the kit's named outcomes, delays pass on a simulated clock), back and forward through the history.
 * Render with `key={entry.id}`: one simulation per machine.
 */
export function SimulationView({ entry, graph, markedId = null }: SimulationViewProps) {
  const [simulation] = useState(() => createSimulation(entry));
  const state = useSyncExternalStore(simulation.subscribe, simulation.state);
  const step = state.history[state.cursor]!;
  const scenarios = scenarioNames(entry);
  const atEnd = state.cursor === state.history.length - 1;

  return (
    <div className={s.workbench}>
      <Statechart graph={graph} activeIds={new Set(step.activeIds)} title={entry.title} markedId={markedId} />
      <div className={s.side}>
        <Card title="Current state" headingLevel={3}>
          <p className={s.mono} aria-label="State value">
            {stateValueText(step.value as never)}
            {step.status !== 'active' ? ` (${step.status})` : ''}
          </p>
          {step.tags.length > 0 && (
            <Inline gap="xs" alignY="center">
              {step.tags.map((t) => (
                <Chip key={t} size="sm" tone="accent">
                  {t}
                </Chip>
              ))}
            </Inline>
          )}
          <p
            className={[s.check, step.failures.length ? s.checkFailed : s.checkPassed].join(' ')}
            role="status"
          >
            {step.failures.length
              ? `Expectations failed: ${step.failures.join('; ')}`
              : 'The test kit’s expectations hold here.'}
          </p>
        </Card>
        <Card title="Events enabled now" headingLevel={3}>
          {!atEnd && <p className={s.check}>Stepped back: sending an event replaces the later history.</p>}
          <Inline gap="xs" role="group" aria-label="Events enabled now">
            {step.enabled.length === 0 && (
              <span className={s.check}>None: the machine waits for nothing it can be sent.</span>
            )}
            {step.enabled.map((e) => (
              <Button
                key={e.label}
                size="sm"
                variant="secondary"
                className={s.eventButton}
                disabled={state.busy}
                onClick={() => void simulation.send(e.event)}
              >
                {e.label}
              </Button>
            ))}
          </Inline>
        </Card>
        <Card title="Send with a payload" headingLevel={3}>
          <PayloadEditor
            entry={entry}
            enabled={step.enabled.map((e) => e.event)}
            busy={state.busy}
            onSend={(event) => void simulation.send(event)}
          />
        </Card>
        <Card title="History" headingLevel={3}>
          <Inline gap="xs" alignY="center">
            <Button size="sm" variant="ghost" disabled={state.cursor === 0} onClick={simulation.back}>
              Step back
            </Button>
            <Button size="sm" variant="ghost" disabled={atEnd} onClick={simulation.forward}>
              Step forward
            </Button>
            <Button size="sm" variant="ghost" onClick={() => simulation.reset()}>
              Restart
            </Button>
          </Inline>
          {scenarios.length > 1 && (
            <SelectField
              label="Start"
              value={state.scenario}
              options={scenarios.map((name) => ({ value: name, label: name }))}
              onChange={(value) => simulation.reset(value)}
            />
          )}
          <ol className={s.history} aria-label="Steps taken">
            {state.history.map((h, i) => (
              <li
                key={i}
                className={i === state.cursor ? s.currentStep : undefined}
                aria-current={i === state.cursor ? 'step' : undefined}
              >
                {h.event ? h.event.label : 'start'} → {stateValueText(h.value as never)}
              </li>
            ))}
          </ol>
        </Card>
        <Card title="Context" headingLevel={3}>
          <pre className={s.pre}>{JSON.stringify(step.context, null, 2)}</pre>
        </Card>
      </div>
    </div>
  );
}
