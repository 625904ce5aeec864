import { useMemo } from 'react';
import { Permission } from '#contract/permissions';
import { useRuntime } from '../../../app/runtime-context';
import { ListView } from '../../../shared/lists/list-view';
import { useListController } from '../../../shared/lists/use-list-controller';
import { UsersAdminLayout } from '../layout/users-admin-layout';
import { useRefreshRequestsCount } from '../layout/requests-count-context';
import { requestDetailsPath } from '../requests/request-paths';
import { useHasPermission } from '../shared/use-permission';
import { requestsList } from './requests-list';

/** The Requests tab. Reviewers (UserAdd) and UserDelete holders may delete; the badge counts again after. */
function RequestsList() {
  const runtime = useRuntime();
  const refreshCount = useRefreshRequestsCount();
  const canDelete = useHasPermission(Permission.UserAdd, Permission.UserDelete);
  const definition = useMemo(
    () =>
      canDelete
        ? {
            ...requestsList,
            deleteItems: async (...args: Parameters<NonNullable<typeof requestsList.deleteItems>>) => {
              const result = await requestsList.deleteItems!(...args);
              refreshCount();
              return result;
            },
          }
        : { ...requestsList, deleteItems: undefined },
    [canDelete, refreshCount],
  );
  const list = useListController(definition);
  return (
    <ListView {...list} onOpen={(row) => runtime.navigate(requestDetailsPath(row.systemUserRequestId))} />
  );
}

export function RequestsListPage() {
  return (
    <UsersAdminLayout>
      <RequestsList />
    </UsersAdminLayout>
  );
}
