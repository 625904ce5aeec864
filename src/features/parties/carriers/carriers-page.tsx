import { useRuntime } from '../../../app/runtime-context';
import { useBusinessList } from '../../../shared/business-lists/use-business-list';
import { ListView } from '../../../shared/lists/list-view';
import { useListController } from '../../../shared/lists/use-list-controller';
import { carriersList } from './carriers-list';

/** /carriers: the list only (spec 2 §2 names no button for it). */
export function CarriersPage() {
  const runtime = useRuntime();
  const { definition } = useBusinessList(carriersList);
  const list = useListController(definition);
  return <ListView {...list} onOpen={(row) => runtime.navigate(`/carriers/${row.carrierId}`)} />;
}
