import { splitListResponse } from '#contract/pager';
import type { SystemRoleListItem } from '#contract/system-role';
import { useRuntime } from '../../../app/runtime-context';
import { useResource } from '../../../app/use-resource';

/** Every role, by name: few enough to offer all at once. */
export function useRoleOptions(): { roles: readonly SystemRoleListItem[]; failed: boolean } {
  const { services } = useRuntime();
  const { data, error } = useResource(async (signal) => {
    const answer = await services.systemRolesApi.getItems(
      { pageNumber: 0, pageSize: -1, sortColumns: [{ sortBy: 'name', isSortAscending: true }] },
      signal,
    );
    return answer && splitListResponse(answer).items;
  });
  return { roles: data ?? [], failed: error !== null };
}
