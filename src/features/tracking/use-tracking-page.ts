import { shallowEqual, useActorRef, useSelector } from '@xstate/react';
import { trackingPageMachine } from '#machines/tracking-page/tracking-page.machine';
import { selectTrackingView } from '#machines/tracking-page/tracking-page.selectors';
import { fromCall } from '../../app/from-call';
import { useRuntime } from '../../app/runtime-context';

/** The tracking page's one machine, reading the order behind `token` every few seconds. */
export function useTrackingPage(token: string) {
  const runtime = useRuntime();
  const actor = useActorRef(
    trackingPageMachine.provide({
      actors: {
        read: fromCall(async ({ signal }) => {
          const page = await runtime.services.trackingApi.read(token, signal);
          if (!page) throw new Error('No answer');
          return page;
        }),
      },
    }),
    { inspect: runtime.inspect },
  );
  return useSelector(actor, selectTrackingView, shallowEqual);
}
