import type { SnapshotFrom } from 'xstate';
import type { columnSettingsMachine } from './column-settings.machine';

export type ColumnSettingsSnapshot = SnapshotFrom<typeof columnSettingsMachine>;

export const selectColumnsDialogOpen = (s: ColumnSettingsSnapshot) => s.matches('open');
/** The ticked columns of the open dialog. */
export const selectDraftColumns = (s: ColumnSettingsSnapshot) => s.context.draft;
/** Save is enabled while at least one column is ticked. */
export const selectCanSaveColumns = (s: ColumnSettingsSnapshot) => s.can({ type: 'columns.saved' });
