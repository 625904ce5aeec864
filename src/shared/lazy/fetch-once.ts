// What each loader gave, kept for the next screen that asks; a failed fetch may be tried again by the next use.
const loaded = new Map<() => Promise<unknown>, unknown>();
const loading = new Map<() => Promise<unknown>, Promise<unknown>>();

/** What `load` gave, once a `fetchOnce(load)` has settled with it; else undefined. */
export const loadedBy = <T>(load: () => Promise<T>): T | undefined => loaded.get(load) as T | undefined;

/**
 * Code fetched on first use, not with the page (issue #26, decision 092): one fetch per `load` (a
 * module-level function), however often asked; a failed one is forgotten, so the next use tries again.
 */
export function fetchOnce<T>(load: () => Promise<T>): Promise<T> {
  let pending = loading.get(load) as Promise<T> | undefined;
  if (!pending) {
    pending = load().then(
      (value) => (loaded.set(load, value), value),
      (error: unknown) => {
        loading.delete(load);
        throw error;
      },
    );
    loading.set(load, pending);
  }
  return pending;
}
