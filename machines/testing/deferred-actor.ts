import { fromPromise } from 'xstate';

/** One start of a deferred promise actor: what it was given, and the handles to settle it. */
export interface DeferredCall<TOutput, TInput> {
  input: TInput;
  signal: AbortSignal;
  resolve: (value: TOutput) => void;
  reject: (error: unknown) => void;
}

/**
 * A promise actor the test settles by hand, recording every start so a test can assert the input sent,
 * how often it ran, and whether leaving the state aborted its signal.
 */
export const deferredActor = <TOutput, TInput = void>() => {
  const calls: DeferredCall<TOutput, TInput>[] = [];
  const logic = fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        calls.push({ input, signal, resolve, reject });
      }),
  );
  const last = (): DeferredCall<TOutput, TInput> => {
    const call = calls.at(-1);
    if (!call) throw new Error('the actor was never started');
    return call;
  };
  return { logic, calls, last };
};

/** Lets settled promises reach the machine (their callbacks run on later microtasks). */
export const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));
