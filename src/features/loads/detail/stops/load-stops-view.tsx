import { outOfSequenceMessage } from '#contract/load-requests';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { EmptyState } from '#ui/components/empty-state/empty-state';
import { Stack } from '#ui/components/stack/stack';
import { StopCard } from '../../../../shared/loads/stops/stop-card';
import * as s from '../../../../shared/loads/stops/stops.css';
import type { LoadStopsBinding } from './use-load-stops';

/** The load's stops in sequence as cards, reorderable by drag or by the move buttons. */
export function LoadStopsView({
  stops,
  cards,
  outOfSequence,
  reorderError,
  dismissReorderError,
  reorderHint,
  onOpen,
}: LoadStopsBinding & { onOpen: (index: number) => void }) {
  return (
    <Stack as="section" gap="md" aria-labelledby="load-stops-heading">
      <h2 id="load-stops-heading" className={s.headingText}>
        Stops
      </h2>
      <AlertBanner type="error" open={outOfSequence} marginBottom={0}>
        {outOfSequenceMessage}
      </AlertBanner>
      <AlertBanner type="error" open={reorderError !== null} onDismiss={dismissReorderError} marginBottom={0}>
        {reorderError}
      </AlertBanner>
      {reorderHint && <p className={s.muted}>{reorderHint}</p>}
      {stops.length === 0 ? (
        <EmptyState title="No stops yet" description="Add orders on the Add/Remove Orders tab." />
      ) : (
        <Stack as="ol" gap="sm">
          {cards.map((card, index) => (
            <StopCard key={card.stop.loadStopId} {...card} onOpen={() => onOpen(index)} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
