import { useActorRef, useSelector } from '@xstate/react';
import { useCallback } from 'react';
import { resourceMachine } from '#machines/resource/resource.machine';
import {
  selectResourceData,
  selectResourceError,
  selectResourceLoading,
  selectResourceNotFound,
} from '#machines/resource/resource.selectors';
import { fromCall } from './from-call';
import { useRuntime } from './runtime-context';

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
    /** The read answered 404: the record is missing or not the caller's to see. */
    notFound: useSelector(actor, selectResourceNotFound),
    reload,
  };
}
