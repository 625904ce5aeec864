import { useState } from 'react';
import { missingDataTexts } from '#contract/messages';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { Dialog } from '#ui/components/dialog/dialog';
import { IconButton } from '#ui/components/icon-button/icon-button';
import { Inline } from '#ui/components/inline/inline';
import { Stack } from '#ui/components/stack/stack';
import { ReportDialog } from '../../reports/report-dialog';
import { LoadStatusChip } from '../load-status-chip';
import { ChevronLeftIcon, ChevronRightIcon, CloseIcon } from '#ui/icons/icons';
import * as cards from '../stops/stops.css';
import { StopDetailCard } from './stop-detail-card';
import { StopWindowCard } from './stop-window-card';
import * as s from './stop-modal.css';
import type { StopModalBinding } from './use-stop-modal';

/** The Load stop detail modal: max 1200 px, persistent; close and Cancel discard, Save saves and closes. */
export function StopModalView(props: StopModalBinding) {
  const { loadId, statusId, view, send, runReceiving } = props;
  const { stop } = view;
  // The stop whose Receiving Summary dialog is open: view state; the dialog's renderer machine does the work.
  const [receivingStop, setReceivingStop] = useState<number | null>(null);
  return (
    <Dialog
      open={view.open}
      onOpenChange={(open) => !open && send({ type: 'modal.close' })}
      width={1200}
      persistent
      title={
        <Inline as="span" gap="sm" alignY="center">
          Load #{loadId}
          {statusId !== null && <LoadStatusChip statusId={statusId} />}
          {view.isCurrentStop && <span className={cards.badge}>CURRENT STOP</span>}
        </Inline>
      }
      footer={
        <>
          <Button variant="secondary" disabled={view.busy} onClick={() => send({ type: 'modal.cancel' })}>
            Cancel
          </Button>
          <Button loading={view.busy} disabled={!props.mayEdit} onClick={() => send({ type: 'modal.save' })}>
            Save
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <Inline gap="sm" alignY="center">
          {props.maySummarize && (
            <Button
              variant="secondary"
              size="sm"
              disabled={!stop}
              onClick={() => stop && setReceivingStop(stop.loadStopId)}
            >
              Receiving Summary
            </Button>
          )}
          <Inline gap="xs" alignY="center" wrap={false} marginLeft="auto">
            <IconButton
              size="sm"
              aria-label="Previous stop"
              disabled={!view.canPrevious}
              onClick={() => send({ type: 'stop.previous' })}
            >
              <ChevronLeftIcon />
            </IconButton>
            <span aria-live="polite">
              Stop {view.stopNumber} of {view.total}
            </span>
            <IconButton
              size="sm"
              aria-label="Next stop"
              disabled={!view.canNext}
              onClick={() => send({ type: 'stop.next' })}
            >
              <ChevronRightIcon />
            </IconButton>
            <IconButton
              size="sm"
              aria-label="Close"
              disabled={view.busy}
              onClick={() => send({ type: 'modal.close' })}
            >
              <CloseIcon />
            </IconButton>
          </Inline>
        </Inline>
        <AlertBanner
          type="error"
          open={view.error !== null}
          onDismiss={() => send({ type: 'error.dismiss' })}
          marginBottom={0}
        >
          {view.error}
        </AlertBanner>
        {/* Spec 2 §8: opened without a load's stops, the modal says so rather than stay blank. */}
        {!stop && (
          <AlertBanner type="error" open marginBottom={0}>
            {missingDataTexts.load}
          </AlertBanner>
        )}
        {stop && (
          <div className={s.layout}>
            <StopDetailCard {...props} stop={stop} />
            <StopWindowCard {...props} stop={stop} />
          </div>
        )}
      </Stack>
      <ReportDialog
        title={`Receiving Summary ${loadId}`}
        open={receivingStop !== null}
        onClose={() => setReceivingStop(null)}
        run={(signal) => runReceiving(receivingStop ?? 0, signal)}
      />
    </Dialog>
  );
}
