import { useRuntime } from '../../../app/runtime-context';
import { ListView } from '../../../shared/lists/list-view';
import { useListController } from '../../../shared/lists/use-list-controller';
import { storageCustomersList } from './storage-customers-list';

/** /storage-customers: the read-only list; details are a placeholder (spec 2 §2). */
export function StorageCustomersPage() {
  const runtime = useRuntime();
  const list = useListController(storageCustomersList);
  return (
    <ListView
      {...list}
      onOpen={(row) => runtime.navigate(`/storage-customers/${row.amsStorageCustomerId}`)}
    />
  );
}
