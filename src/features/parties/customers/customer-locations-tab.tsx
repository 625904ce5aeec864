import { useState } from 'react';
import { Permission } from '#contract/permissions';
import { Button } from '#ui/components/button/button';
import { useRuntime } from '../../../app/runtime-context';
import { useBusinessList } from '../../../shared/business-lists/use-business-list';
import { ListView } from '../../../shared/lists/list-view';
import { useListController } from '../../../shared/lists/use-list-controller';
import { CreateLocationDialog } from '../../../shared/parties/create-location-dialog';
import { locationsList } from '../locations/locations-list';

/**
 * The customer's Locations tab (LocationView): its locations on the list engine, and Create Location
 * (LocationAdd) for a location that belongs to it.
 */
export function CustomerLocationsTab({
  orderCustomerId,
  customerName,
}: {
  orderCustomerId: number;
  customerName: string | null;
}) {
  const runtime = useRuntime();
  const { access, definition } = useBusinessList((a) => locationsList(a, orderCustomerId));
  const list = useListController(definition);
  const [creating, setCreating] = useState(false);
  return (
    <>
      <ListView
        {...list}
        headingLevel={2}
        onOpen={(row) => runtime.navigate(`/locations/${row.locationId}`)}
        actions={() =>
          access.isStaff &&
          access.may(Permission.LocationAdd) && (
            <Button onClick={() => setCreating(true)}>Create Location</Button>
          )
        }
      />
      {creating && (
        <CreateLocationDialog
          customer={{ id: orderCustomerId, name: customerName }}
          onClose={() => setCreating(false)}
          onCreated={(saved) => {
            runtime.showSnackbar({ text: `Location ${String(saved.name)} saved`, severity: 'success' });
            list.send({ type: 'list.reload' });
          }}
        />
      )}
    </>
  );
}
