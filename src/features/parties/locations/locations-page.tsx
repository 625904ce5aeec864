import { Button } from '#ui/components/button/button';
import { ListView } from '../../../shared/lists/list-view';
import { CreateLocationDialog } from '../../../shared/parties/create-location-dialog';
import { MergeLocationsDialog } from './merge-locations-dialog';
import { minLocationsToMerge, useLocationsPage } from './use-locations-page';

/** /locations: the list, Create Location, and Merge for two or more selected locations. */
export function LocationsPage() {
  const page = useLocationsPage();
  return (
    <>
      <ListView
        {...page.list}
        onOpen={(row) => page.open(row.locationId)}
        actions={({ selected, busy }) => (
          <>
            {page.canMerge && (
              <Button
                variant="secondary"
                disabled={busy || selected.length < minLocationsToMerge}
                onClick={() => page.startMerge(selected)}
              >
                Merge
              </Button>
            )}
            {page.canCreate && <Button onClick={page.startCreate}>Create Location</Button>}
          </>
        )}
      />
      {page.creating && <CreateLocationDialog onClose={page.closeDialog} onCreated={page.onCreated} />}
      {page.merging && (
        <MergeLocationsDialog locations={page.merging} onClose={page.closeDialog} onMerged={page.onMerged} />
      )}
    </>
  );
}
