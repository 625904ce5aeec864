import { assign, sendParent, setup } from 'xstate';

export interface ColumnSettingsInput {
  /** Every column id of the list, in its order. */
  columns: readonly string[];
  /** The ids shown now. */
  visible: readonly string[];
}

export type ColumnSettingsEvent =
  | { type: 'columns.dialogOpened' }
  | { type: 'columns.toggled'; columnId: string }
  | { type: 'columns.allToggled' }
  | { type: 'columns.saved' }
  | { type: 'columns.cancelled' }
  /** The list's columns changed without the dialog (a saved view applied, decision 085). */
  | { type: 'columns.visibleSet'; visible: readonly string[] };

/** What the dialog tells its list on Save. */
export interface ColumnsSaved {
  type: 'list.columnsSaved';
  visibleColumns: string[];
}

export interface ColumnSettingsContext {
  columns: readonly string[];
  visible: string[];
  /** The ticks in the open dialog; they become the list's columns only on Save. */
  draft: string[];
}

/**
 * The column visibility dialog of a list (spec 2 §2): Shown Columns checkboxes, Select All, Cancel, Save.
 * Save needs one column ticked. It runs inside the list-query machine, which forwards 'columns.*' events
 * and keeps (and stores) what is saved.
 */
export const columnSettingsMachine = setup({
  types: {
    context: {} as ColumnSettingsContext,
    events: {} as ColumnSettingsEvent,
    input: {} as ColumnSettingsInput,
  },
  actions: {
    startDraft: assign(({ context }) => ({ draft: context.visible })),
    toggle: assign(({ context, event }) => {
      if (event.type !== 'columns.toggled') return {};
      const on = context.draft.includes(event.columnId);
      const draft = on
        ? context.draft.filter((id) => id !== event.columnId)
        : [...context.draft, event.columnId];
      return { draft: context.columns.filter((id) => draft.includes(id)) };
    }),
    toggleAll: assign(({ context }) => ({
      draft: context.columns.every((id) => context.draft.includes(id)) ? [] : [...context.columns],
    })),
    save: assign(({ context }) => ({ visible: context.draft })),
    setVisible: assign(({ event }) =>
      event.type === 'columns.visibleSet' ? { visible: [...event.visible] } : {},
    ),
    tellList: sendParent(({ context }): ColumnsSaved => ({
      type: 'list.columnsSaved',
      visibleColumns: context.visible,
    })),
  },
  guards: {
    draftHasColumn: ({ context }) => context.draft.length > 0,
  },
}).createMachine({
  id: 'columnSettings',
  context: ({ input }) => ({ columns: input.columns, visible: [...input.visible], draft: [] }),
  initial: 'closed',
  on: { 'columns.visibleSet': { actions: 'setVisible' } },
  states: {
    closed: {
      description: 'The dialog is closed; the list shows the saved columns.',
      on: { 'columns.dialogOpened': { target: 'open', actions: 'startDraft' } },
    },
    open: {
      description:
        'The dialog edits a draft of ticks; Save (with one column ticked) gives them to the list, Cancel drops them.',
      on: {
        'columns.toggled': { actions: 'toggle' },
        'columns.allToggled': { actions: 'toggleAll' },
        'columns.saved': { guard: 'draftHasColumn', target: 'closed', actions: ['save', 'tellList'] },
        'columns.cancelled': 'closed',
      },
    },
  },
});
