import type { ActorRefFrom } from 'xstate';
import type { stopEditingMachine } from '#machines/stop-editing/stop-editing.machine';
import { StopModalView } from './stop-modal-view';
import { useStopModalBinding, type StopModalFacts } from './use-stop-modal';

/**
 * The Load stop detail modal over the stop-editing child the order-journey machine invoked (the Order Journey
 * tab's and the load page's, decision 064). It shows while the child runs; the owner drops it when done.
 */
export function StopModal({
  actor,
  ...facts
}: StopModalFacts & { actor: ActorRefFrom<typeof stopEditingMachine> }) {
  return <StopModalView {...useStopModalBinding(actor, facts)} />;
}
