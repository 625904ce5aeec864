import { useState } from 'react';
import type { LocationListItem } from '#contract/location';
import { Permission } from '#contract/permissions';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { useRuntime } from '../../../app/runtime-context';
import { useBusinessList } from '../../../shared/business-lists/use-business-list';
import { useListController } from '../../../shared/lists/use-list-controller';
import { locationsList } from './locations-list';

/** At least two locations make a merge. */
export const minLocationsToMerge = 2;

/** The locations list, Create Location (LocationAdd) and Merge of the selected rows (LocationMerge 430). */
export function useLocationsPage() {
  const runtime = useRuntime();
  const { access, definition } = useBusinessList(locationsList);
  const list = useListController(definition);
  // Which dialog is open is view state; each dialog's work is its own machines'.
  const [dialog, setDialog] = useState<'create' | { merge: LocationListItem[] } | null>(null);
  return {
    list,
    canCreate: access.isStaff && access.may(Permission.LocationAdd),
    canMerge: access.isStaff && access.may(Permission.LocationMerge),
    creating: dialog === 'create',
    merging: typeof dialog === 'object' && dialog !== null ? dialog.merge : null,
    startCreate: () => setDialog('create'),
    startMerge: (selected: LocationListItem[]) => setDialog({ merge: selected }),
    closeDialog: () => setDialog(null),
    onCreated: (saved: FormValues) => {
      runtime.showSnackbar({ text: `Location ${String(saved.name)} saved`, severity: 'success' });
      list.send({ type: 'list.reload' });
    },
    onMerged: () => {
      list.send({ type: 'list.selectionCleared' });
      list.send({ type: 'list.reload' });
    },
    open: (locationId: number) => runtime.navigate(`/locations/${locationId}`),
  };
}
