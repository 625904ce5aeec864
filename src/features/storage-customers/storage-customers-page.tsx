import { useRuntime } from '../../app/runtime-context';
import { ListView } from '../../shared/lists/list-view';
import { storageCustomersList } from './storage-customers-list';

/** /storage-customers: the read-only list; details are a placeholder (spec 2 §2). */
export function StorageCustomersPage() {
  const runtime = useRuntime();
  return (
    <ListView
      definition={storageCustomersList}
      onOpen={(row) => runtime.navigate(`/storage-customers/${row.amsStorageCustomerId}`)}
    />
  );
}
