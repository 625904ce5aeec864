import { useRuntime } from '../../app/runtime-context';
import { useBusinessList } from '../../shared/business-lists/use-business-list';
import { ListView } from '../../shared/lists/list-view';
import { useListController } from '../../shared/lists/use-list-controller';
import { StatusGroupControl } from '../../shared/lists/status-group-control';
import { loadsList } from './loads-list';

/**
 * /loads: current loads by default, with the status groupings to see delivered, cancelled or all.
 * 'Create New Load' (spec 2 §2) comes with the load dialog, which does not exist yet.
 */
export function LoadsPage() {
  const runtime = useRuntime();
  const { definition } = useBusinessList(loadsList);
  const list = useListController(definition);
  return (
    <ListView
      {...list}
      onOpen={(row) => runtime.navigate(`/loads/${row.loadId}`)}
      actions={(list) => <StatusGroupControl label="Load status grouping" list={list} />}
    />
  );
}
