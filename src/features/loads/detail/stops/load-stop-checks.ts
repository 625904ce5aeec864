import type { LoadStop } from '#contract/load';
import { LoadStatus } from '#contract/load-status';
import { stopCheckState, type JourneyLeg, type StopCheckState } from '#domain/stop-sequencing';

/** The load as its page holds it: its stops in sequence, its last saved status and its orders' legs. */
export interface LoadStopsShown {
  loadId: number;
  stops: readonly LoadStop[];
  statusId: number | null;
  legs: readonly JourneyLeg[];
}

/**
 * Each stop card's check box on the load page: the one rule of domain/stop-sequencing.ts with the legs the
 * server sent, so a box is enabled exactly when the server would accept the tick (tests/api/stop-rules-table).
 */
export const loadStopChecks = ({ loadId, stops, statusId, legs }: LoadStopsShown): StopCheckState[] =>
  stops.map((_, index) =>
    stopCheckState(stops, index, { loadDelivered: statusId === LoadStatus.Delivered, loadId, legs }),
  );
