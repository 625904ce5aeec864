import { useLocation } from 'wouter';
import { useRuntime } from '../../../app/runtime-context';
import { useResource } from '../../../app/use-resource';
import { activeUsersAdminTab } from './users-admin-tabs';

/** Wires the users-admin frame: the active tab from the address, and the waiting requests' count. */
export function useUsersAdminLayout() {
  const { services } = useRuntime();
  const [path] = useLocation();
  // A count that cannot be read (no permission, offline) hides the badge rather than showing an error.
  const { data, error, reload } = useResource((signal) => services.accessRequestsApi.getCount(signal));
  return { active: activeUsersAdminTab(path), count: error ? null : data, refreshCount: reload };
}
