import { Permission } from '#contract/permissions';
import type { FormValues } from '#machines/edit-form/edit-form.values';
import { hasPermission } from '#machines/session/auth-store';
import { useRuntime } from '../../../app/runtime-context';
import { LocationFields } from '../../../shared/parties/location-fields';
import { loadLocation, locationSchema, updateLocation } from '../../../shared/parties/location-form';
import { RecordForm } from '../shared/record-form';
import { useRecordEditor } from '../shared/use-record-editor';

/** The location's Details tab: the location form on the edit-form machine; editing needs LocationUpdate. */
export function LocationDetailsTab({
  locationId,
  onSaved,
}: {
  locationId: number;
  onSaved: (saved: FormValues) => void;
}) {
  const { services } = useRuntime();
  const readOnly = !hasPermission(services.authStore.read(), [Permission.LocationUpdate]);
  const form = useRecordEditor({
    liveType: 'location',
    id: locationId,
    schema: locationSchema,
    load: (id, signal) => loadLocation(services, id, signal),
    save: (id, values, signal) => updateLocation(services, id, values, signal),
    savedText: (saved) => `Location ${String(saved.name)} saved`,
    onSaved,
  });
  return (
    <RecordForm form={form} label="Location" readOnly={readOnly}>
      <LocationFields actor={form} readOnly={readOnly} />
    </RecordForm>
  );
}
