import { describe, expect, it } from 'vitest';
import { CompareType, FilterOperator as O } from '#contract/filter-codes';
import type { FilterItem } from '#contract/list-query';
import { savedViewTexts, type SavedViewState } from '#contract/saved-view';
import type { ListColumnSpec } from './list-query.helpers';
import * as select from './list-query.selectors';
import { startShown } from './list-query.testing';
import { applySavedView, savedViewStateOf } from './saved-view-state';

const columns: ListColumnSpec[] = [
  { id: 'loadId', label: 'Load #', sortable: true, filter: { kind: 'number' } },
  {
    id: 'statusName',
    label: 'Status',
    sortable: true,
    filter: { kind: 'enum', property: 'refLoadStatusId' },
  },
  { id: 'carrierName', label: 'Carrier', sortable: true, filter: { kind: 'text' } },
  { id: 'trailerNumber', label: 'Trailer', defaultVisible: false },
];
const booked: FilterItem = {
  property: 'refLoadStatusId',
  compareType: CompareType.Enum,
  operatorType: O.Is,
  value: [2],
};
const gone: FilterItem = {
  property: 'dockDoor',
  compareType: CompareType.String,
  operatorType: O.Is,
  value: '4',
};
const view = (over: Partial<SavedViewState> = {}): SavedViewState => ({
  visibleColumns: ['loadId', 'carrierName'],
  sortColumns: [{ sortBy: 'carrierName', isSortAscending: true }],
  filterText: 'fast',
  filters: [[booked]],
  pagerLetter: null,
  ...over,
});

const loaded = () => startShown({ listKey: 'loads-list', rowKey: 'loadId', columns }, 40);

describe('list-query: a saved view applied', () => {
  it('takes its columns, sort, search and filters, back on page 1, stored, and tells the column dialog', async () => {
    const t = await loaded();
    t.actor.send({ type: 'list.pageChanged', page: 3 });
    t.actor.send({ type: 'list.viewApplied', view: view() });
    expect(t.lastQuery()).toMatchObject({
      pageNumber: 0,
      filterText: 'fast',
      filters: [[booked]],
      sortColumns: [{ sortBy: 'carrierName', isSortAscending: true }],
    });
    const s = t.snap();
    expect(select.selectVisibleColumnIds(s)).toEqual(['loadId', 'carrierName']);
    expect(select.selectViewNotes(s)).toEqual([]);
    expect(s.context.searchText).toBe('fast');
    expect(t.lastSettings()).toMatchObject({ visibleColumns: ['loadId', 'carrierName'], filterText: 'fast' });
    const dialog = select.selectColumnSettingsRef(s)!;
    expect(dialog.getSnapshot().context.visible).toEqual(['loadId', 'carrierName']);
    expect(savedViewStateOf(s.context)).toEqual(view());
  });

  it('notes a column and a filter the list no longer has, and applies the rest', async () => {
    const t = await loaded();
    t.actor.send({
      type: 'list.viewApplied',
      view: view({
        visibleColumns: ['loadId', 'dockDoor'],
        sortColumns: [{ sortBy: 'dockDoor', isSortAscending: false }],
        filters: [[booked, gone]],
      }),
    });
    const s = t.snap();
    expect(select.selectViewNotes(s)).toEqual([
      savedViewTexts.unknownColumn(['dockDoor']),
      savedViewTexts.unknownFilter(['dockDoor']),
    ]);
    expect(select.selectVisibleColumnIds(s)).toEqual(['loadId']);
    expect(t.lastQuery()).toMatchObject({ filters: [[booked]], filterText: 'fast' });
    expect(t.lastQuery().sortColumns ?? []).toEqual([]);
    t.actor.send({ type: 'list.viewNotesDismissed' });
    expect(select.selectViewNotes(t.snap())).toEqual([]);
  });

  it('a view left with no known column shows the default columns, and a bad letter is dropped', () => {
    const applied = applySavedView(columns, view({ visibleColumns: ['gone'], pagerLetter: 'a' }), ['loadId']);
    expect(applied.visibleColumns).toEqual(['loadId']);
    expect(applied.pagerLetter).toBeNull();
    expect(applied.notes).toEqual([savedViewTexts.unknownColumn(['gone'])]);
  });
});
