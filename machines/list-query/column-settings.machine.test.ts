import { describe, expect, it } from 'vitest';
import { assign, createActor, setup, type ActorRefFrom } from 'xstate';
import {
  columnSettingsMachine,
  type ColumnsSaved,
  type ColumnSettingsInput,
} from './column-settings.machine';
import * as select from './column-settings.selectors';

/** The dialog only lives inside a list; this parent records what it hears. */
function start(
  input: ColumnSettingsInput = {
    columns: ['orderId', 'customer', 'status', 'notes'],
    visible: ['orderId', 'customer', 'status'],
  },
) {
  const host = setup({
    types: { context: {} as { heard: string[][] }, events: {} as ColumnsSaved },
    actors: { columnSettings: columnSettingsMachine },
  }).createMachine({
    context: { heard: [] },
    invoke: { id: 'columnSettings', src: 'columnSettings', input },
    on: {
      'list.columnsSaved': {
        actions: assign({ heard: ({ context, event }) => [...context.heard, event.visibleColumns] }),
      },
    },
  });
  const parent = createActor(host).start();
  const actor = parent.getSnapshot().children.columnSettings as ActorRefFrom<typeof columnSettingsMachine>;
  return { actor, snap: () => actor.getSnapshot(), heard: () => parent.getSnapshot().context.heard };
}

/** The dialog open on the default columns, with Order # unticked in the draft. */
const withOrderIdUnticked = () => {
  const t = start();
  t.actor.send({ type: 'columns.dialogOpened' });
  t.actor.send({ type: 'columns.toggled', columnId: 'orderId' });
  return t;
};

describe('column settings dialog', () => {
  it('opens on a draft of the shown columns and toggles in list order', () => {
    const t = start();
    expect(select.selectColumnsDialogOpen(t.snap())).toBe(false);
    expect(t.snap().can({ type: 'columns.toggled', columnId: 'notes' })).toBe(false);
    t.actor.send({ type: 'columns.dialogOpened' });
    expect(select.selectColumnsDialogOpen(t.snap())).toBe(true);
    expect(select.selectDraftColumns(t.snap())).toEqual(['orderId', 'customer', 'status']);
    t.actor.send({ type: 'columns.toggled', columnId: 'notes' });
    t.actor.send({ type: 'columns.toggled', columnId: 'customer' });
    expect(select.selectDraftColumns(t.snap())).toEqual(['orderId', 'status', 'notes']);
  });

  it('Select All ticks every column, or none when all are ticked; Save needs one', () => {
    const t = start();
    t.actor.send({ type: 'columns.dialogOpened' });
    t.actor.send({ type: 'columns.allToggled' });
    expect(select.selectDraftColumns(t.snap())).toEqual(['orderId', 'customer', 'status', 'notes']);
    t.actor.send({ type: 'columns.allToggled' });
    expect(select.selectDraftColumns(t.snap())).toEqual([]);
    expect(select.selectCanSaveColumns(t.snap())).toBe(false);
    t.actor.send({ type: 'columns.saved' });
    expect(select.selectColumnsDialogOpen(t.snap())).toBe(true);
    expect(t.heard()).toEqual([]);
  });

  it('Save tells the list; the next opening starts from what was saved', () => {
    const t = withOrderIdUnticked();
    t.actor.send({ type: 'columns.saved' });
    expect(select.selectColumnsDialogOpen(t.snap())).toBe(false);
    expect(t.heard()).toEqual([['customer', 'status']]);
    t.actor.send({ type: 'columns.dialogOpened' });
    expect(select.selectDraftColumns(t.snap())).toEqual(['customer', 'status']);
  });

  it('Cancel forgets the draft', () => {
    const t = withOrderIdUnticked();
    t.actor.send({ type: 'columns.cancelled' });
    expect(select.selectColumnsDialogOpen(t.snap())).toBe(false);
    t.actor.send({ type: 'columns.dialogOpened' });
    expect(select.selectDraftColumns(t.snap())).toEqual(['orderId', 'customer', 'status']);
    expect(t.heard()).toEqual([]);
  });
});
