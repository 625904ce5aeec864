import { fromPromise } from 'xstate';

/**
 * `fromPromise` for an API call whose promise must not settle once its signal is aborted.
 *
 * The HTTP client resolves an aborted call with null (spec 1 §7). Under React StrictMode `useActorRef`
 * stops the actor and restarts the same actor refs, and xstate relays the first, aborted promise's null to
 * the restarted promise actor, which takes it as the answer ('Invalid Hash' for a good reset link). A call
 * that was aborted has nobody left to tell, so its outcome is dropped here.
 */
export function fromCall<TOutput, TInput = void>(
  call: (args: { input: TInput; signal: AbortSignal }) => Promise<TOutput>,
) {
  return fromPromise<TOutput, TInput>(
    ({ input, signal }) =>
      new Promise<TOutput>((resolve, reject) => {
        call({ input, signal }).then(
          (value) => {
            if (!signal.aborted) resolve(value);
          },
          (error: unknown) => {
            if (!signal.aborted) reject(error);
          },
        );
      }),
  );
}
