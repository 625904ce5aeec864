import { useState } from 'react';
import { Button } from '#ui/components/button/button';
import { useRuntime } from '../../../app/runtime-context';
import { useBusinessList } from '../../../shared/business-lists/use-business-list';
import { ListView } from '../../../shared/lists/list-view';
import { useListController } from '../../../shared/lists/use-list-controller';
import { StatusGroupControl } from '../../../shared/lists/status-group-control';
import { CreateLoadDialog } from '../create-load/create-load-dialog';
import { loadsList } from './loads-list';
import { mayCreateLoad } from '../create-load/use-create-load';

/**
 * /loads: current loads by default, with the status groupings to see delivered, cancelled or all, and
 * 'Create New Load' (spec 2 §2), whose dialog opens the new load's page once saved.
 */
export function LoadsPage() {
  const runtime = useRuntime();
  const { definition } = useBusinessList(loadsList);
  const list = useListController(definition);
  // Whether the dialog is open is view state; its form is the edit-form machine's.
  const [creating, setCreating] = useState(false);
  return (
    <>
      <ListView
        {...list}
        onOpen={(row) => runtime.navigate(`/loads/${row.loadId}`)}
        actions={(list) => (
          <>
            {mayCreateLoad(runtime.services) && (
              <Button onClick={() => setCreating(true)}>Create New Load</Button>
            )}
            <StatusGroupControl label="Load status grouping" list={list} />
          </>
        )}
      />
      {creating && <CreateLoadDialog onClose={() => setCreating(false)} />}
    </>
  );
}
