import type { KitRunView, RecordedAction } from '../test-kit';

/** The last recorded action, if it is of the given type. */
export const lastAction = (run: KitRunView, type: string): RecordedAction | undefined => {
  const last = run.actions.at(-1);
  return last?.type === type ? last : undefined;
};

/** The params of the last recorded action of a type, anywhere in the run. */
export const lastParams = <T>(run: KitRunView, type: string): T | undefined =>
  run.actions.findLast((a) => a.type === type)?.params as T | undefined;

/** The input of the latest start of an invoked actor. */
export const lastCallInput = <T>(run: KitRunView, id: string): T | undefined =>
  run.calls.findLast((c) => c.id === id)?.input as T | undefined;

/** An error as the HTTP client throws it: an Error whose message is the server's text. */
export const apiError = (status: number, message: string): Error =>
  Object.assign(new Error(message), { name: 'ApiError', status });
