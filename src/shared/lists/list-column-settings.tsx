import { shallowEqual, useSelector } from '@xstate/react';
import * as select from '#machines/list-query/column-settings.selectors';
import type { ColumnSettingsRef } from '#machines/list-query/list-query.selectors';
import {
  ColumnSettingsDialog,
  type ColumnChoice,
} from '#ui/components/column-settings-dialog/column-settings-dialog';

const selectDialog = (s: select.ColumnSettingsSnapshot) => ({
  open: select.selectColumnsDialogOpen(s),
  shown: select.selectDraftColumns(s),
  canSave: select.selectCanSaveColumns(s),
});

/** The list's Column Settings dialog, driven by the list machine's column settings child. */
export function ListColumnSettings({
  actor,
  columns,
}: {
  actor: ColumnSettingsRef;
  columns: readonly ColumnChoice[];
}) {
  const { open, shown, canSave } = useSelector(actor, selectDialog, shallowEqual);
  return (
    <ColumnSettingsDialog
      open={open}
      columns={columns}
      shown={shown}
      canSave={canSave}
      onToggle={(columnId) => actor.send({ type: 'columns.toggled', columnId })}
      onToggleAll={() => actor.send({ type: 'columns.allToggled' })}
      onSave={() => actor.send({ type: 'columns.saved' })}
      onCancel={() => actor.send({ type: 'columns.cancelled' })}
    />
  );
}
