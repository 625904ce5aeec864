import { describe, expect, it } from 'vitest';
import type { JourneyEdit, OrderJourney } from './journey-edits';
import { journeyLoad, journeyStop, openJourney } from './journey-fixture';
import { chooseStopSide, journeyConflicts, mergedEdits, mergeJourney } from './journey-merge';

const at = '2026-03-05T09:30:00.000Z';
const check121: JourneyEdit = { kind: 'stopChecked', loadId: 12, loadStopId: 121, checked: true, at };
const note122 = (text: string): JourneyEdit => ({
  kind: 'stopsEdited',
  loadId: 12,
  stops: [{ ...journeyStop(122, 2, 'delivery'), stopDirections: text }],
});
const reorder13: JourneyEdit = { kind: 'stopsReordered', loadId: 13, loadStopIds: [132, 131] };

/** Their save of Load #12: stop 122 changed as given, load 13 as it was. */
const theirs = (stop122: Partial<ReturnType<typeof journeyStop>>): OrderJourney => ({
  orderId: 5,
  loads: [
    {
      ...journeyLoad(12, [journeyStop(121, 1, 'pickup'), { ...journeyStop(122, 2, 'delivery'), ...stop122 }]),
      dateModified: '2026-03-05T09:00:00.000Z',
    },
    openJourney.loads[1]!,
  ],
});

describe('the journey merge (issue #28): the edit form three-way merge, stop by stop', () => {
  it('keeps their change of a field I did not touch and mine of one they did not: no conflict', () => {
    const m = mergeJourney(openJourney, theirs({ hasAppointment: true }), [note122('Dock 4'), reorder13]);
    expect(journeyConflicts(m)).toEqual([]);
    expect(mergedEdits(m)).toEqual([
      {
        kind: 'stopsEdited',
        loadId: 12,
        stops: [{ ...journeyStop(122, 2, 'delivery'), hasAppointment: true, stopDirections: 'Dock 4' }],
      },
      reorder13,
    ]);
  });

  it('asks about a field both changed to different values, mine until chosen; theirs once chosen', () => {
    const m = mergeJourney(openJourney, theirs({ stopDirections: 'Gate B' }), [note122('Dock 4')]);
    expect(journeyConflicts(m)).toEqual([
      expect.objectContaining({
        key: '122.stopDirections',
        loadId: 12,
        loadStopId: 122,
        field: 'stopDirections',
        theirs: 'Gate B',
        mine: 'Dock 4',
        side: 'mine',
      }),
    ]);
    expect(mergedEdits(m)).toMatchObject([{ kind: 'stopsEdited', stops: [{ stopDirections: 'Dock 4' }] }]);
    const chosen = chooseStopSide(m, '122.stopDirections', 'theirs');
    expect(journeyConflicts(chosen)[0]?.side).toBe('theirs');
    // Their value everywhere: nothing of stop 122 is left to save.
    expect(mergedEdits(chosen)).toEqual([]);
  });

  it('sees no conflict where both made the same change, and leaves nothing to save', () => {
    const m = mergeJourney(openJourney, theirs({}), [note122('Dock 4')]);
    expect(mergedEdits(m)).toHaveLength(1);
    const same = mergeJourney(openJourney, theirs({ stopDirections: 'Dock 4' }), [note122('Dock 4')]);
    expect(journeyConflicts(same)).toEqual([]);
    expect(mergedEdits(same)).toEqual([]);
  });

  it('folds a check into the merged stop, keeps edits of stops they removed as made, in order', () => {
    const gone: OrderJourney = {
      ...theirs({ issueDescription: 'Dent' }),
      loads: [
        theirs({ issueDescription: 'Dent' }).loads[0]!,
        journeyLoad(13, [journeyStop(131, 1, 'pickup')]),
      ],
    };
    const edit132: JourneyEdit = {
      kind: 'stopsEdited',
      loadId: 13,
      stops: [{ ...journeyStop(132, 2, 'delivery'), stopDirections: 'Back door' }],
    };
    const m = mergeJourney(openJourney, gone, [check121, edit132, note122('Dock 4')]);
    expect(mergedEdits(m)).toEqual([
      {
        kind: 'stopsEdited',
        loadId: 12,
        stops: [
          { ...journeyStop(121, 1, 'pickup', at) },
          { ...journeyStop(122, 2, 'delivery'), issueDescription: 'Dent', stopDirections: 'Dock 4' },
        ],
      },
      edit132,
    ]);
  });

  it('ignores the version: their newer dateModified is no change of a stop', () => {
    const m = mergeJourney(openJourney, { ...openJourney, loads: theirs({}).loads }, []);
    expect(m.stops).toEqual([]);
    expect(mergedEdits(m)).toEqual([]);
  });
});
