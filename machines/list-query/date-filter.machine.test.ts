import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, type ActorRefFrom } from 'xstate';
import { dateFilterMachine, type DateFilterChanged, type DateFilterInput } from './date-filter.machine';
import * as select from './date-filter.selectors';

/** The filter only lives inside a list; this parent records what it hears. */
function start(input: DateFilterInput = {}) {
  const host = setup({
    types: { context: {} as { heard: DateFilterChanged[] }, events: {} as DateFilterChanged },
    actors: { dateFilter: dateFilterMachine },
  }).createMachine({
    context: { heard: [] },
    invoke: { id: 'dateFilter', src: 'dateFilter', input },
    on: {
      'list.dateFilterChanged': {
        actions: assign({ heard: ({ context, event }) => [...context.heard, event] }),
      },
    },
  });
  const parent = createActor(host).start();
  const actor = parent.getSnapshot().children.dateFilter as ActorRefFrom<typeof dateFilterMachine>;
  const snap = () => actor.getSnapshot();
  const heard = () => parent.getSnapshot().context.heard.map((e) => e.value);
  const chooseDate = (which: 'start' | 'end', date: string) =>
    actor.send({ type: 'dateFilter.dateChosen', which, date });
  return { actor, snap, heard, chooseDate };
}

describe('date filter', () => {
  it('opens on the preset menu and closes without a change', () => {
    const t = start();
    expect(select.selectDateFilterOpen(t.snap())).toBe(false);
    t.actor.send({ type: 'dateFilter.opened' });
    expect(select.selectDateFilterOpen(t.snap())).toBe(true);
    expect(select.selectPicker(t.snap())).toBeNull();
    t.actor.send({ type: 'dateFilter.closed' });
    expect(select.selectDateFilterOpen(t.snap())).toBe(false);
    expect(t.heard()).toEqual([]);
  });

  it.each(['today', 'last7Days', 'last30Days'] as const)('applies %s on choice', (preset) => {
    const t = start();
    t.actor.send({ type: 'dateFilter.opened' });
    t.actor.send({ type: 'dateFilter.presetChosen', preset });
    expect(select.selectDateFilterOpen(t.snap())).toBe(false);
    expect(select.selectAppliedPreset(t.snap())).toBe(preset);
    expect(t.heard()).toEqual([{ preset }]);
  });

  it('Specific Date: OK once a date is chosen', () => {
    const t = start();
    t.actor.send({ type: 'dateFilter.opened' });
    t.actor.send({ type: 'dateFilter.presetChosen', preset: 'specificDate' });
    expect(select.selectPicker(t.snap())).toBe('specificDate');
    expect(select.selectCanConfirm(t.snap())).toBe(false);
    t.actor.send({ type: 'dateFilter.confirmed' });
    expect(select.selectPicker(t.snap())).toBe('specificDate');
    t.chooseDate('start', 'not a date');
    expect(select.selectCanConfirm(t.snap())).toBe(false);
    t.chooseDate('start', '2025-09-01');
    expect(select.selectDraftStart(t.snap())).toBe('2025-09-01');
    expect(select.selectCanConfirm(t.snap())).toBe(true);
    t.actor.send({ type: 'dateFilter.confirmed' });
    expect(t.heard()).toEqual([{ preset: 'specificDate', start: '2025-09-01' }]);
    expect(select.selectDateFilterLabel(t.snap())).toBe('09/01/2025');
    expect(select.selectIsDateFiltered(t.snap())).toBe(true);
  });

  it('Date Range: OK once both ends are chosen, in either order', () => {
    const t = start();
    t.actor.send({ type: 'dateFilter.opened' });
    t.actor.send({ type: 'dateFilter.presetChosen', preset: 'dateRange' });
    t.chooseDate('start', '2025-09-04');
    expect(select.selectCanConfirm(t.snap())).toBe(false);
    t.chooseDate('end', '2025-09-01');
    expect(select.selectDraftEnd(t.snap())).toBe('2025-09-01');
    expect(select.selectCanConfirm(t.snap())).toBe(true);
    t.actor.send({ type: 'dateFilter.confirmed' });
    expect(t.heard()).toEqual([{ preset: 'dateRange', start: '2025-09-04', end: '2025-09-01' }]);
    expect(select.selectDateFilterLabel(t.snap())).toBe('09/01/2025 – 09/04/2025');
  });

  it('reopening a picker starts from the applied dates; another picker starts empty', () => {
    const t = start({ value: { preset: 'dateRange', start: '2025-09-01', end: '2025-09-03' } });
    t.actor.send({ type: 'dateFilter.opened' });
    t.actor.send({ type: 'dateFilter.presetChosen', preset: 'dateRange' });
    expect([select.selectDraftStart(t.snap()), select.selectDraftEnd(t.snap())]).toEqual([
      '2025-09-01',
      '2025-09-03',
    ]);
    t.actor.send({ type: 'dateFilter.presetChosen', preset: 'specificDate' });
    expect(select.selectDraftStart(t.snap())).toBeNull();
    t.actor.send({ type: 'dateFilter.closed' });
    expect(t.heard()).toEqual([]);
  });

  it('Clear resets everything, open or closed', () => {
    const t = start({ value: { preset: 'today' } });
    t.actor.send({ type: 'dateFilter.opened' });
    t.actor.send({ type: 'dateFilter.presetChosen', preset: 'specificDate' });
    t.chooseDate('start', '2025-09-01');
    t.actor.send({ type: 'dateFilter.cleared' });
    expect(select.selectDateFilterOpen(t.snap())).toBe(false);
    expect(select.selectAppliedPreset(t.snap())).toBeNull();
    expect(select.selectDraftStart(t.snap())).toBeNull();
    expect(select.selectDateFilterLabel(t.snap())).toBeNull();
    expect(t.heard()).toEqual([null]);
  });

  it('takes a value from its list', () => {
    const t = start();
    t.actor.send({ type: 'dateFilter.valueSet', value: { preset: 'last30Days' } });
    expect(select.selectDateFilterLabel(t.snap())).toBe('Last 30 days');
    expect(t.heard()).toEqual([{ preset: 'last30Days' }]);
  });
});
