import type { ActorRefFrom } from 'xstate';
import type { LoadDetail } from '#client/loads.api';
import type { stopEditingMachine } from '#machines/stop-editing/stop-editing.machine';
import type { LoadAccess } from '../../../../shared/loads/load-access';
import { StopModal } from '../../../../shared/loads/stop-modal/stop-modal';

/**
 * The stop modal of the loads issue, opened from the journey on one stop: the journey machine invokes it as
 * its child `stopModal` on the stop as the journey shows it (its rules know where the load stands in the
 * order's journey); its Save hands the changed stops back to the journey as one edit, saved with the
 * journey's other edits and shown in its save states, instead of saving the load itself.
 */
export function JourneyStopModal({
  actor,
  load,
  access,
}: {
  actor: ActorRefFrom<typeof stopEditingMachine>;
  load: LoadDetail;
  access: LoadAccess;
}) {
  return <StopModal actor={actor} loadId={load.loadId} statusId={load.refLoadStatusId} access={access} />;
}
