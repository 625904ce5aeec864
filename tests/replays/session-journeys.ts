import { createActor, fromPromise, SimulatedClock, type AnyEventObject } from 'xstate';
import { toInspectorMessage } from '#machines/inspection/broadcast';
import { createLiveLog } from '#machines/inspection/live-log';
import type { SessionRecording } from '#machines/inspection/recording';
import { stateValueText } from '#machines/registry/describe';
import { machineRegistry } from '#machines/registry/machine-registry';
import { builtJourney, checkOffTimes, pickedUpJourney } from './business-fixtures';

/** A step of a page session: an event for the page's machine (or, with `to`, for one of its children), or time. */
export type SessionStep = { event: AnyEventObject; to?: string } | { advance: number };

/**
 * A page session: the page's machine as the app runs it, its child machines real, only the calls to the
 * server answered from fixtures (`answers`, by actor name, in call order). Recorded as a whole-session
 * recording (version 2): every machine actor with who sent what to whom.
 */
export interface SessionJourney {
  file: string;
  machineId: string;
  title: string;
  input: unknown;
  answers: Record<string, unknown[]>;
  steps: SessionStep[];
  /** Where the page's machine ends, as stateValueText prints it. */
  endsIn: string;
}

export const sessionJourneys: SessionJourney[] = [
  {
    file: 'load-page-session-stop-modal.json',
    machineId: 'orderJourney',
    title:
      "Load page session: the stop modal opened on Load #20's pickup, checked off and saved; the journey queues the modal's stops and saves them",
    input: { orderId: 8 },
    answers: { fetchJourney: [builtJourney], saveEdits: [pickedUpJourney] },
    steps: [
      { event: { type: 'modal.opened', loadId: 20, loadStopId: 201 } },
      {
        to: 'stopModal',
        event: { type: 'stop.resolvedToggled', checked: true, at: checkOffTimes.pickedAt },
      },
      { to: 'stopModal', event: { type: 'modal.save' } },
      { advance: 500 },
      { advance: 500 },
    ],
    endsIn: 'ready.(save.saved, leaving.idle, modal.closed, ui.idle)',
  },
];

const settle = async () => {
  for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0));
};

/**
 * Session ids count every actor the process made ('x:72'): numbered again from 'x:0' in the order the actors
 * appear, so a journey records the same file whatever ran before it.
 */
function numberedFromZero(recording: SessionRecording): SessionRecording {
  const ids = new Map(recording.actors.map((a, i) => [a.id, `x:${i}`]));
  const id = (old: string | null) => (old === null ? null : (ids.get(old) ?? old));
  return {
    ...recording,
    actors: recording.actors.map((a) => ({
      ...a,
      id: id(a.id)!,
      systemId: a.systemId === a.id ? id(a.id)! : a.systemId,
      parent: id(a.parent),
    })),
    steps: recording.steps.map((s) => ({ ...s, actor: id(s.actor)!, from: id(s.from) })),
  };
}

/** Runs a page session with its real child machines and records every machine actor of it. */
export async function recordSessionJourney(journey: SessionJourney): Promise<SessionRecording> {
  const entry = machineRegistry.find((e) => e.id === journey.machineId);
  if (!entry) throw new Error(`no machine '${journey.machineId}'`);
  const answers = Object.fromEntries(
    Object.entries(journey.answers).map(([src, list]) => {
      const queue = [...list];
      return [src, fromPromise(async () => queue.shift())];
    }),
  );
  const log = createLiveLog();
  const pageSession = 'journey';
  const clock = new SimulatedClock();
  // What the app injects (navigation, messages): nothing to do here. Built-in actions (assign, sendTo) stay.
  const injected = Object.fromEntries(
    Object.entries(entry.machine.implementations.actions)
      .filter(([, impl]) => !String((impl as { type?: unknown }).type ?? '').startsWith('xstate.'))
      .map(([name]) => [name, () => {}]),
  );
  const actor = createActor(entry.machine.provide({ actors: answers, actions: injected }), {
    input: journey.input,
    clock,
    inspect: (event) => {
      const message = toInspectorMessage(event, 0, pageSession);
      if (message) log.add(message);
    },
  });
  actor.start();
  try {
    await settle();
    for (const step of journey.steps) {
      if ('advance' in step) clock.increment(step.advance);
      else if (step.to) {
        const child = actor.getSnapshot().children[step.to] as
          { send?: (e: AnyEventObject) => void } | undefined;
        if (!child?.send)
          throw new Error(`${journey.file}: no child '${step.to}' to send ${step.event.type}`);
        child.send(step.event);
      } else actor.send(step.event);
      await settle();
    }
    const end = stateValueText(actor.getSnapshot().value);
    if (end !== journey.endsIn) throw new Error(`${journey.file}: ends in ${end}, not ${journey.endsIn}`);
    const recording = log.toSessionRecording(pageSession, journey.title);
    if (!recording) throw new Error(`${journey.file}: the log lacks its start`);
    return numberedFromZero(recording);
  } finally {
    actor.stop();
  }
}
