import { useState } from 'react';
import { useRuntime } from '../../app/runtime-context';
import type { ListDefinition } from '../lists/list-definition';
import { listAccessOf, type ListAccess } from './list-access';

/**
 * A business list for the signed-in identity: its columns and controls chosen once, on mount, from the
 * identity's type and permission codes. An identity switched in another tab logs this tab out (session
 * watcher), so the choice cannot outlive its identity.
 */
export function useBusinessList<T>(build: (access: ListAccess) => ListDefinition<T>) {
  const runtime = useRuntime();
  const [list] = useState(() => {
    const access = listAccessOf(runtime.services.authStore.read());
    return { access, definition: build(access) };
  });
  return list;
}
