import { fetchOrderJourney, saveJourneyEdits } from '../../../../shared/loads/journey-calls';
import { useStopJourney, type StopJourneyBinding } from '../../../../shared/loads/use-stop-journey';

/** The prompt before leaving with edits the server does not have yet. */
export const leavePrompt = (unsaved: number) =>
  ({
    title: 'Leave the journey?',
    message: `${unsaved} change(s) to this order's journey are not saved yet. Leave and lose them?`,
    confirmText: 'Leave',
    cancelText: 'Stay',
    color: 'warning',
  }) as const;

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
