import { fromPromise, type EventObject, type NonReducibleUnknown } from 'xstate';

/**
 * What a machine leaves to the app (navigation, storage, the clock, API calls) is named in its `setup()` and
 * throws until provided with `.provide()`: a forgotten one fails at once and by name, in the app and in Node
 * alike (docs/adding-a-machine.md). The test kits record every such action and settle every such actor.
 */
export const notProvided = (name: string): never => {
  throw new Error(`${name} not provided`);
};

/** An action the app provides, called with `TParams`. */
export const injectedAction =
  <TParams = undefined>(name: string) =>
  (_: unknown, _params: TParams): void =>
    notProvided(name);

/** A promise actor the app provides: a call taking `TInput` (and the actor's signal) and answering `TOutput`. */
export const injectedCall = <TOutput, TInput = NonReducibleUnknown>(name: string) =>
  fromPromise<TOutput, TInput>(() => Promise.reject(new Error(`${name} not provided`)));

/** The `types` of a machine's `setup()`: its context, events, input and tags. */
export const machineTypes = <TContext, TEvent extends EventObject, TInput, TTag extends string>() => ({
  context: {} as TContext,
  events: {} as TEvent,
  input: {} as TInput,
  tags: {} as TTag,
});
