import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import type { AnyStateMachine, EventFromLogic, InputFrom, SnapshotFrom } from 'xstate';
import type { SignInResult } from '#contract/identity';
import type { Runtime } from '../../app/runtime';
import { useRuntime } from '../../app/runtime-context';
import { useQuery } from './use-query';

/** A sign-in page's view: what its one selector reads, and `send` for the machine's events. */
export type PageMachineView<Select extends (snapshot: never) => object, Event> = ReturnType<Select> & {
  send: (event: Event) => void;
};

/**
 * Binds a sign-in page's machine once: `bind` gives the machine with its implementations and its input,
 * from the runtime and the page's query; the actor streams to the inspector; the view is read in one
 * selector.
 */
export function usePageMachine<Logic extends AnyStateMachine, View extends object>(
  bind: (runtime: Runtime, query: URLSearchParams) => { machine: Logic; input: InputFrom<Logic> },
  selectView: (snapshot: SnapshotFrom<Logic>) => View,
): View & { send: (event: EventFromLogic<Logic>) => void } {
  const runtime = useRuntime();
  const { machine, input } = bind(runtime, useQuery());
  const actor = useActorRef(machine, { input, inspect: runtime.inspect });
  return { ...useSelector(actor, selectView, shallowEqual), send: actor.send };
}

/** The sign-in machines' two ways out: go to a page, and keep the signed-in session. */
export const sessionActions = (runtime: Runtime) => ({
  navigate: (_: unknown, { to }: { to: string }) => runtime.navigate(to),
  storeAuth: (_: unknown, { auth }: { auth: SignInResult }) => runtime.storeAuth(auth),
});
