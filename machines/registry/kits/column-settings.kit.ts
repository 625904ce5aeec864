import { columnSettingsMachine, type ColumnsSaved } from '#machines/list-query/column-settings.machine';
import { check, defineTestKit } from '../test-kit';
import { toldLast } from './kit-helpers';

/**
 * The column dialog runs inside the list-query machine; registered on its own it has no parent, so what
 * it tells the list on Save ('list.columnsSaved') is recorded as its `tellList` action.
 */
export const columnSettingsKit = defineTestKit(columnSettingsMachine, {
  input: { columns: ['orderId', 'customer', 'status'], visible: ['orderId', 'customer'] },
  events: {
    'columns.toggled': [
      { type: 'columns.toggled', columnId: 'orderId' },
      { type: 'columns.toggled', columnId: 'status' },
    ],
    'columns.visibleSet': [{ type: 'columns.visibleSet', visible: ['status'] }],
  },
  // What a decision reads: whether any column, or every one, is ticked in the open dialog.
  abstract: (s) => ({
    value: s.value,
    ticked: !s.matches('open')
      ? null
      : s.context.draft.length === 0
        ? 'none'
        : s.context.draft.length === s.context.columns.length
          ? 'all'
          : 'some',
  }),
  expect: {
    '': (s, run) => {
      check(
        toldLast<ColumnsSaved>(run, 'tellList', (told) => told.visibleColumns, s.context.visible),
        'the list was told the columns saved last',
      );
      check(s.context.visible.length > 0, 'a column always shows');
    },
    open: (s) =>
      check(s.can({ type: 'columns.saved' }) === s.context.draft.length > 0, 'Save needs a ticked column'),
  },
});
