import { useActorRef, useSelector } from '@xstate/react';
import { fromPromise } from 'xstate';
import { commandMachine } from '#machines/command/command.machine';
import {
  selectCommandBusy,
  selectCommandDone,
  selectCommandError,
  selectCommandOutput,
} from '#machines/command/command.selectors';
import type { ConfirmOptions } from '#machines/confirm/confirm.machine';
import { fromCall } from './from-call';
import { useRuntime } from './runtime-context';

export interface CommandBinding<A, R> {
  /** Asked in the global confirm dialog first, when given. */
  confirm?: (args: A) => ConfirmOptions;
  run: (args: A, signal: AbortSignal) => Promise<R>;
  onDone?: (output: R, args: A) => void;
}

/** The command machine bound to the app; the functions are read once, when the actor starts. */
export function useCommand<A = void, R = unknown>({ confirm, run, onDone }: CommandBinding<A, R>) {
  const runtime = useRuntime();
  const actor = useActorRef(
    commandMachine.provide({
      actors: {
        confirm: fromPromise<boolean, { args: unknown }>(({ input }) =>
          confirm ? runtime.confirm(confirm(input.args as A)) : Promise.resolve(true),
        ),
        run: fromCall<unknown, { args: unknown }>(({ input, signal }) => run(input.args as A, signal)),
      },
      actions: { notifyDone: (_, { output, args }) => onDone?.(output as R, args as A) },
    }),
    { inspect: runtime.inspect },
  );
  return {
    actor,
    busy: useSelector(actor, selectCommandBusy),
    done: useSelector(actor, selectCommandDone),
    error: useSelector(actor, selectCommandError),
    output: useSelector(actor, selectCommandOutput) as R | undefined,
    start: (args: A) => actor.send({ type: 'command.start', args }),
    dismiss: () => actor.send({ type: 'command.dismiss' }),
  };
}
