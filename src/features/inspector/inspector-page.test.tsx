import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import { createInspector } from '#machines/inspection/broadcast';
import { createLiveLog } from '#machines/inspection/live-log';
import { actorRecording, stringifyRecording } from '#machines/inspection/recording';
import { kitMachine } from '#machines/registry/kit-run';
import { machineRegistry } from '#machines/registry/machine-registry';
import { expectNoAxeViolations } from '#ui/testing/axe';
import { InspectorPage } from './inspector-page';
import { catchSavedFiles } from '../../testing/saved-files';

const open = () => {
  const user = userEvent.setup();
  const view = render(<InspectorPage params={{}} />);
  return { user, ...view };
};

const chooseMachine = (user: ReturnType<typeof userEvent.setup>, title: string) =>
  user.click(
    within(screen.getByRole('navigation', { name: 'Machines' })).getByRole('button', {
      name: new RegExp(`^${title}`),
    }),
  );

/** jsdom's Blob has no text(). */
const blobText = (blob: Blob) =>
  new Promise<string>((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.readAsText(blob);
  });

const diagram = (title: string) =>
  screen.findByRole('group', { name: `Statechart of ${title}` }, { timeout: 5000 });
const activeStates = (svg: HTMLElement) =>
  [...svg.querySelectorAll('[data-active="true"]')].map((g) => g.getAttribute('data-state-id'));

describe('InspectorPage', { timeout: 20_000 }, () => {
  afterEach(() => vi.restoreAllMocks());

  it('lists every registered machine', async () => {
    const { container } = open();
    expect(screen.getByRole('heading', { level: 1, name: 'Machine Inspector' })).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Machines' });
    expect(within(nav).getAllByRole('button')).toHaveLength(machineRegistry.length);
    for (const entry of machineRegistry) expect(within(nav).getByText(entry.title)).toBeInTheDocument();
    await diagram(machineRegistry[0]!.title);
    await expectNoAxeViolations(container);
  });

  it('draws the selected machine: its states, initial state, tags and labelled transitions', async () => {
    const { user } = open();
    await chooseMachine(user, 'Sign in');
    expect(screen.getByRole('heading', { level: 2, name: 'Sign in' })).toBeInTheDocument();
    const svg = await diagram('Sign in');
    const states = within(svg).getByRole('list', { name: 'States' });
    for (const name of [
      'starting',
      'checkingSession',
      'idle',
      'submitting',
      'signingIn',
      'enteringAccount',
      'redirecting',
    ])
      expect(within(states).getByText(name)).toBeInTheDocument();
    expect(within(states).getByRole('listitem', { name: 'state redirecting (final)' })).toBeInTheDocument();
    expect(within(states).getAllByText('busy').length).toBeGreaterThan(0);
    const transitions = within(svg).getByRole('list', { name: 'Transitions' });
    expect(within(transitions).getByText('after 1500ms')).toBeInTheDocument();
    expect(within(transitions).getByText('always [shouldCheckSession]')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    expect(svg).toHaveAttribute('data-zoom', '1.25');
  });

  it('simulates: enabled events move the highlighted state, and history steps back and forward', async () => {
    const { user } = open();
    await chooseMachine(user, 'Sign in');
    const svg = await diagram('Sign in');
    expect(activeStates(svg)).toContain('signIn.checkingSession');
    const events = screen.getByRole('group', { name: 'Events enabled now' });
    await user.click(within(events).getByRole('button', { name: 'checkCurrentUser done: noSession' }));
    await waitFor(() => expect(activeStates(svg)).toContain('signIn.idle'));
    expect(activeStates(svg)).not.toContain('signIn.checkingSession');
    expect(screen.getByLabelText('State value')).toHaveTextContent('idle');
    await user.click(within(events).getByRole('button', { name: 'field.changed(login=dana@example.com)' }));
    await user.click(within(events).getByRole('button', { name: 'field.changed(password=Correct-horse-1)' }));
    await user.click(within(events).getByRole('button', { name: 'credentials.submit' }));
    await waitFor(() => expect(activeStates(svg)).toContain('signIn.submitting.signingIn'));
    expect(screen.getByText('"password": "[redacted]",', { exact: false })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Step back' }));
    expect(activeStates(svg)).toContain('signIn.idle');
    await user.click(screen.getByRole('button', { name: 'Step forward' }));
    expect(activeStates(svg)).toContain('signIn.submitting.signingIn');
  });

  it('shows a live actor reporting on the channel, redacted, and records its log', async () => {
    const { user } = open();
    await chooseMachine(user, 'Sign in');
    await user.click(screen.getByRole('tab', { name: /Live/ }));
    expect(screen.getByText('No live Sign in actor yet')).toBeInTheDocument();

    const signIn = machineRegistry.find((e) => e.id === 'signIn')!;
    const inspect = createInspector();
    const actor = createActor(kitMachine(signIn), { input: { hasStoredIdentity: false }, inspect }).start();
    actor.send({ type: 'field.changed', field: 'login', value: 'dana@example.com' });
    actor.send({ type: 'field.changed', field: 'password', value: 'hunter2-secret' });

    const log = await screen.findByRole('table', { name: 'Event log' }, { timeout: 5000 });
    await waitFor(() => expect(within(log).getAllByRole('row')).toHaveLength(4));
    // Whether an e-mail address shows depends on redaction by field kind (redact.ts); the event always does.
    expect(within(log).getByText(/^field\.changed\(login=/)).toBeInTheDocument();
    expect(within(log).getByText('password: "" → "[redacted]"')).toBeInTheDocument();
    expect(screen.queryByText(/hunter2-secret/)).not.toBeInTheDocument();
    expect(activeStates(await diagram('Sign in'))).toContain('signIn.idle');

    const saved = catchSavedFiles();
    await user.click(screen.getByRole('button', { name: 'Record Sign in log' }));
    const text = await blobText(saved[0]!);
    const recording = JSON.parse(text);
    expect(recording).toMatchObject({ format: 'portal-machine-recording', machineId: 'signIn' });
    expect(recording.steps).toHaveLength(3);

    await act(async () => {
      actor.stop();
      inspect.close();
    });
  });

  it('groups live actors by page session: a reload’s actor never joins the old page’s, and a session records whole', async () => {
    const { user, container } = open();
    await chooseMachine(user, 'Sign in');
    await user.click(screen.getByRole('tab', { name: /Live/ }));
    const signIn = machineRegistry.find((e) => e.id === 'signIn')!;
    const before = createInspector({ pageSession: 'before-reload' });
    const after = createInspector({ pageSession: 'after-reload' });
    const old = createActor(kitMachine(signIn), {
      input: { hasStoredIdentity: false },
      inspect: before,
    }).start();
    old.send({ type: 'field.changed', field: 'login', value: 'dana@example.com' });
    const fresh = createActor(kitMachine(signIn), {
      input: { hasStoredIdentity: false },
      inspect: after,
    }).start();

    const first = await screen.findByRole('region', { name: 'Page session 1' }, { timeout: 5000 });
    const second = await screen.findByRole('region', { name: 'Page session 2' }, { timeout: 5000 });
    await waitFor(() => expect(within(first).getByText(/2 events/)).toBeInTheDocument());
    expect(within(first).getAllByRole('button', { name: /^Sign in:/ })).toHaveLength(1);
    expect(within(second).getAllByRole('button', { name: /^Sign in:/ })).toHaveLength(1);
    expect(within(second).getByText(/1 events/)).toBeInTheDocument();
    await expectNoAxeViolations(container);

    const saved = catchSavedFiles();
    await user.click(within(first).getByRole('button', { name: 'Record Page session 1' }));
    const recording = JSON.parse(await blobText(saved[0]!));
    expect(recording).toMatchObject({ format: 'portal-machine-recording', version: 2 });
    expect(recording.actors).toHaveLength(1);
    expect(recording.steps.map((s: { event: { type: string } }) => s.event.type)).toEqual([
      'xstate.init',
      'field.changed',
    ]);
    await act(async () => {
      old.stop();
      fresh.stop();
      before.close();
      after.close();
    });
  });

  it('sends an event typed as JSON, held to its shape, and names long events in full', async () => {
    const { user } = open();
    await chooseMachine(user, 'Sign in');
    const svg = await diagram('Sign in');
    const events = screen.getByRole('group', { name: 'Events enabled now' });
    await user.click(within(events).getByRole('button', { name: 'checkCurrentUser done: noSession' }));
    await waitFor(() => expect(activeStates(svg)).toContain('signIn.idle'));

    await user.selectOptions(screen.getByLabelText('Event type'), 'field.changed');
    const payload = screen.getByLabelText('Payload (JSON)');
    const send = screen.getByRole('button', { name: 'Send field.changed' });
    fireEvent.change(payload, {
      target: { value: '{"type": "field.changed", "field": "login", "value": 5}' },
    });
    expect(payload).toHaveAccessibleDescription('value must be a string');
    expect(send).toBeDisabled();
    fireEvent.change(payload, { target: { value: '{"type": "field.changed", "field": "login",' } });
    expect(payload).toHaveAccessibleDescription(/^Not JSON: /);
    const long = 'a.very.long.address.for.the.inspector@example.com';
    fireEvent.change(payload, {
      target: { value: JSON.stringify({ type: 'field.changed', field: 'login', value: long }) },
    });
    expect(send).toBeEnabled();
    await user.click(send);
    const steps = screen.getByRole('list', { name: 'Steps taken' });
    await waitFor(() =>
      expect(within(steps).getByText(`field.changed(login=${long}) → idle`)).toBeInTheDocument(),
    );
  });

  it('names every enabled event in full on its button', async () => {
    const { user } = open();
    await chooseMachine(user, 'Load status');
    await diagram('Load status');
    const events = screen.getByRole('group', { name: 'Events enabled now' });
    expect(
      within(events).getByRole('button', {
        name: 'load.factsChanged(facts={"hasOrders":true,"hasCarrier":false,"firstStopResolved":false,"allStopsResolved":false})',
      }),
    ).toBeInTheDocument();
    for (const button of within(events).getAllByRole('button')) expect(button.textContent).not.toContain('…');
  });

  it('opens the machine of a deep link with its state marked, and says when a link names nothing', async () => {
    const view = render(<InspectorPage params={{ machineId: 'loadStatus', statePath: 'hold' }} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Load status' })).toBeInTheDocument();
    const svg = await diagram('Load status');
    expect(within(svg).getByRole('listitem', { name: 'state hold, marked' })).toBeInTheDocument();
    expect(svg.querySelectorAll('[data-marked="true"]')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Link to Load status' })).toHaveAttribute(
      'href',
      '/inspector/loadStatus',
    );
    view.unmount();

    render(<InspectorPage params={{ machineId: 'loadStatus', statePath: 'nowhere' }} />);
    expect(screen.getByText("No state 'nowhere' in Load status.")).toBeInTheDocument();
  });

  it('says so when a deep link names no machine, and opens the first', () => {
    render(<InspectorPage params={{ machineId: 'noSuchMachine' }} />);
    expect(screen.getByText(/^No machine 'noSuchMachine'/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: machineRegistry[0]!.title })).toBeInTheDocument();
  });

  it('opens a recorded page session, steps through it back and forth, and shows who sent what to whom', async () => {
    const log = createLiveLog();
    const inspect = createInspector({ pageSession: 'recorded', port: { postMessage: log.add } });
    const signIn = machineRegistry.find((e) => e.id === 'signIn')!;
    const confirm = machineRegistry.find((e) => e.id === 'confirm')!;
    const a = createActor(kitMachine(signIn), { input: { hasStoredIdentity: false }, inspect }).start();
    const b = createActor(kitMachine(confirm), { inspect }).start();
    a.send({ type: 'field.changed', field: 'login', value: 'dana@example.com' });
    a.send({ type: 'field.changed', field: 'password', value: 'Correct-horse-1' });
    a.send({ type: 'credentials.submit' });
    a.stop();
    b.stop();
    const session = log.toSessionRecording('recorded', 'two actors')!;
    const file = new File([stringifyRecording(session)], 'session.json', { type: 'application/json' });
    const [s0, s1] = session.actors.map((x) => x.systemId);
    const A = `Sign in (${s0})`;
    const B = `Global confirm dialog (${s1})`;

    const { user, container } = open();
    await user.click(screen.getByRole('tab', { name: 'Recording' }));
    await user.upload(screen.getByLabelText('Open a recording (JSON)'), file);
    const sequence = await screen.findByRole('table', { name: 'Sequence' }, { timeout: 5000 });
    const rows = within(sequence).getAllByRole('row').slice(1);
    await expectNoAxeViolations(container);
    // The lifelines beside the table: a column per actor and the page, an arrow per step.
    const lifelines = container.querySelector('[aria-hidden="true"] > svg')!;
    expect(lifelines.querySelectorAll('g > line, g > path')).toHaveLength(3 + session.steps.length);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['0', 'start', A, 'start'],
      ['1', 'start', B, 'start'],
      ['2', 'page', A, expect.stringMatching(/^field\.changed\(login=/)],
      ['3', 'page', A, 'field.changed(password=[redacted])'],
      ['4', 'page', A, 'credentials.submit'],
      ['5', 'page (stopped)', A, 'stop'],
      ['6', 'page (stopped)', B, 'stop'],
    ]);
    expect(screen.getByLabelText('Recorded step')).toHaveTextContent(`Step 0 of 6: ${A} in idle`);
    const next = screen.getByRole('button', { name: 'Next step' });
    await user.click(next);
    await user.click(next);
    await user.click(next);
    await user.click(next);
    expect(screen.getByLabelText('Recorded step')).toHaveTextContent(
      `Step 4 of 6: ${A} in submitting.signingIn`,
    );
    expect(activeStates(await diagram('Sign in'))).toContain('signIn.submitting.signingIn');
    expect(rows[4]).toHaveAttribute('aria-current', 'step');
    await user.click(screen.getByRole('button', { name: 'Previous step' }));
    expect(activeStates(await diagram('Sign in'))).toContain('signIn.idle');
    await user.click(within(rows[1]!).getByRole('button', { name: '1' }));
    expect(screen.getByLabelText('Recorded step')).toHaveTextContent(`Step 1 of 6: ${B}`);
    await diagram('Global confirm dialog');

    // A single actor's file (version 1) opens as its steps.
    const single = new File([stringifyRecording(actorRecording(session, session.actors[0]!.id))], 'one.json');
    await user.upload(screen.getByLabelText('Open a recording (JSON)'), single);
    const steps = await screen.findByRole('list', { name: 'Recorded steps' }, { timeout: 5000 });
    expect(within(steps).getAllByRole('listitem')).toHaveLength(5);
    // Dropped on the page rather than chosen: a file that is no recording says why.
    fireEvent.drop(screen.getByLabelText('Open a recording (JSON)').closest('div')!, {
      dataTransfer: { files: [new File(['{"format":"portal-machine-recording"}'], 'bad.json')] },
    });
    expect(
      await screen.findByText(/^bad\.json: not a machine recording: /, {}, { timeout: 5000 }),
    ).toBeInTheDocument();
  });
});
