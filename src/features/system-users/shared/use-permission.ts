import { hasPermission } from '#machines/session/auth-store';
import { useRuntime } from '../../../app/runtime-context';

/** Whether the signed-in identity holds any of the codes; the server checks again on every call. */
export function useHasPermission(...codes: number[]): boolean {
  const { services } = useRuntime();
  return hasPermission(services.authStore.read(), codes);
}
