import { useSelector } from '@xstate/react';
import * as select from '../../../machines/list-query/column-settings.selectors';
import type { ColumnSettingsRef } from '../../../machines/list-query/list-query.selectors';
import {
  ColumnSettingsDialog,
  type ColumnChoice,
} from '../../../ui/components/column-settings-dialog/column-settings-dialog';

/** The list's Column Settings dialog, driven by the list machine's column settings child. */
export function ListColumnSettings({
  actor,
  columns,
}: {
  actor: ColumnSettingsRef;
  columns: readonly ColumnChoice[];
}) {
  const open = useSelector(actor, select.selectColumnsDialogOpen);
  const shown = useSelector(actor, select.selectDraftColumns);
  const canSave = useSelector(actor, select.selectCanSaveColumns);
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
