import { outOfSequenceMessage } from '#contract/load-requests';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { EmptyState } from '#ui/components/empty-state/empty-state';
import { Inline } from '#ui/components/inline/inline';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { SaveStatus } from '../../../../shared/loads/save-status';
import { StopCard } from '../../../../shared/loads/stops/stop-card';
import * as s from '../../../../shared/loads/stops/stops.css';
import type { LoadStopsBinding } from './use-load-stops';

/**
 * The load's stops in sequence as cards, reorderable by drag or by the move buttons, with the save state of
 * their check-offs, reorders and stop modal saves beside the heading (decision 064).
 */
export function LoadStopsView({
  journey,
  loading,
  loadError,
  stops,
  cards,
  outOfSequence,
  refusal,
  dismissRefusal,
}: LoadStopsBinding) {
  return (
    <Stack as="section" gap="md" aria-labelledby="load-stops-heading">
      <Inline gap="md" alignY="center">
        <h2 id="load-stops-heading" className={s.headingText}>
          Stops
        </h2>
        <SaveStatus journey={journey} />
        {journey.view.loading && !loading && <Spinner size="sm" />}
      </Inline>
      <AlertBanner type="error" open={loadError !== null} marginBottom={0}>
        {loadError}{' '}
        <Button size="sm" variant="secondary" onClick={() => journey.send({ type: 'journey.retry' })}>
          Try again
        </Button>
      </AlertBanner>
      <AlertBanner type="error" open={outOfSequence} marginBottom={0}>
        {outOfSequenceMessage}
      </AlertBanner>
      <AlertBanner type="error" open={refusal !== null} onDismiss={dismissRefusal} marginBottom={0}>
        {refusal}
      </AlertBanner>
      {loading ? (
        loadError === null && <Spinner block />
      ) : stops.length === 0 ? (
        <EmptyState title="No stops yet" description="Add orders on the Add/Remove Orders tab." />
      ) : (
        <Stack as="ol" gap="sm">
          {cards.map((card) => (
            <StopCard key={card.stop.loadStopId} {...card} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
