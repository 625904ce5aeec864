import type { KitRunView, RecordedAction } from '../test-kit';

/** The last recorded action, if it is of the given type. */
export const lastAction = (run: KitRunView, type: string): RecordedAction | undefined => {
  const last = run.actions.at(-1);
  return last?.type === type ? last : undefined;
};

/** The params of the last recorded action of a type, anywhere in the run. */
export const lastParams = <T>(run: KitRunView, type: string): T | undefined =>
  run.actions.findLast((a) => a.type === type)?.params as T | undefined;

/**
 * Whether what a child machine told its list last (the params of its latest `action`) matches what it
 * keeps now; true while it has told nothing.
 */
export const toldLast = <T>(run: KitRunView, action: string, told: (params: T) => unknown, kept: unknown) => {
  const params = lastParams<T>(run, action);
  return !params || JSON.stringify(told(params)) === JSON.stringify(kept);
};

/** The input of the latest start of an invoked actor. */
export const lastCallInput = <T>(run: KitRunView, id: string): T | undefined =>
  run.calls.findLast((c) => c.id === id)?.input as T | undefined;

/** An error as the HTTP client throws it: an Error whose message is the server's text. */
export const apiError = (status: number, message: string): Error =>
  Object.assign(new Error(message), { name: 'ApiError', status });

/**
 * The answers of a list read for a kit: one record, none, an aborted call (null: the records read before
 * stay), and a failure while offline.
 */
export const listReads = <T>(one: T) => ({
  done: { one: [one], none: [], aborted: null },
  error: { offline: apiError(0, 'Unknown server error') },
});

/** Whether the latest start of the call `id` was given at least `min` ids. */
export const sentAtLeast = (run: KitRunView, id: string, min: number): boolean =>
  (lastCallInput<{ ids: readonly unknown[] }>(run, id)?.ids.length ?? 0) >= min;
