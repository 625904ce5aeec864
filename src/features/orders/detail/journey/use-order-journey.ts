import { fetchOrderJourney, saveJourneyEdits } from '../../../../shared/loads/journey-calls';
import {
  unsavedStopsPrompt,
  useStopJourney,
  type StopJourneyBinding,
} from '../../../../shared/loads/use-stop-journey';

/** The prompt before leaving with edits the server does not have yet. */
export const leavePrompt = unsavedStopsPrompt('Leave the journey?', "this order's journey");

/**
 * The Order Journey tab's wiring: the shared stop journey (decision 064) over the order's loads (itinerary,
 * then each load whole); after each save the page reads the order's header again.
 */
export function useOrderJourney(orderId: number, onSaved: () => void): OrderJourneyBinding {
  return useStopJourney({
    orderId,
    fetchJourney: (services, signal) => fetchOrderJourney(services, orderId, signal),
    saveEdits: saveJourneyEdits,
    leavePrompt,
    onSaved: () => onSaved(),
  });
}

export type OrderJourneyBinding = StopJourneyBinding;
