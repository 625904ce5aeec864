/**
 * An API area whose module is fetched on its first call (decision 044, docs/performance.md): the entry
 * script carries none of the areas' schemas, so the sign-in route stays small. Every call of an area is
 * asynchronous already, so a lazy area has the same type as the eager one.
 */
type AsyncFunction = (...args: never[]) => Promise<unknown>;
export type AsyncApi = { readonly [call: string]: AsyncFunction };

export function lazyApi<T extends AsyncApi>(load: () => Promise<T>): T {
  let pending: Promise<T> | null = null;
  const area = () =>
    (pending ??= load().catch((error: unknown) => {
      // A failed fetch (offline) is not kept: the next call tries again.
      pending = null;
      throw error;
    }));
  const calls = new Map<string, AsyncFunction>();
  return new Proxy({} as T, {
    get(_, call) {
      if (typeof call !== 'string' || call === 'then') return undefined;
      let forward = calls.get(call);
      if (!forward) {
        forward = (...args: never[]) =>
          area().then((api) => {
            const target = api[call];
            if (typeof target !== 'function') throw new TypeError(`The API area has no call '${call}'`);
            return target(...args);
          });
        calls.set(call, forward);
      }
      return forward;
    },
  });
}
