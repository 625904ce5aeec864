import { useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { fromCall } from '../../../app/from-call';
import { useRuntime } from '../../../app/runtime-context';
import {
  resourceMachine,
  selectResourceData,
  selectResourceError,
  selectResourceLoading,
} from './resource.machine';

/** The resource machine bound to a call; `fetch` is read once, when the actor starts. */
export function useResource<T>(fetch: (signal: AbortSignal) => Promise<T | null>) {
  const runtime = useRuntime();
  const actor = useActorRef(
    resourceMachine.provide({ actors: { fetch: fromCall<unknown, unknown>(({ signal }) => fetch(signal)) } }),
    { inspect: runtime.inspect },
  );
  const reload = useCallback(() => actor.send({ type: 'resource.reload' }), [actor]);
  return {
    data: useSelector(actor, selectResourceData) as T | null,
    loading: useSelector(actor, selectResourceLoading),
    error: useSelector(actor, selectResourceError),
    reload,
  };
}
