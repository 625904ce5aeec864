import type { LoadStop } from '#contract/load';
import { Checkbox } from '#ui/components/checkbox/checkbox';
import { EditField } from '#ui/components/edit-field/edit-field';
import { Inline } from '#ui/components/inline/inline';
import { Stack } from '#ui/components/stack/stack';
import { DateTimeField } from '../date-time-field';
import { growingRows } from '../growing-rows';
import { RefusalTooltip } from '../stops/refusal-tooltip';
import { StopLocation } from '../stops/stop-location';
import { checkLabel, isPickup, stopHeading, stopOrderSummary, timeLabel } from '../stops/stop-texts';
import * as cards from '../stops/stops.css';
import { StopOrdersTable } from './stop-orders-table';
import type { StopModalBinding } from './use-stop-modal';

/** The stop card of the modal: header by type, location, orders, the check-off and the carrier stop note. */
export function StopDetailCard({ stop, view, send, mayEdit }: StopModalBinding & { stop: LoadStop }) {
  const editable = mayEdit && !view.busy;
  return (
    <div className={cards.card}>
      <Inline
        gap="sm"
        alignY="center"
        paddingY="xs"
        paddingX="md"
        className={cards.header[isPickup(stop) ? 'pickup' : 'delivery']}
      >
        <h3 className={cards.headingText}>{stopHeading(stop)}</h3>
        <span>{stopOrderSummary(stop)}</span>
      </Inline>
      <Stack gap="md" padding="lg">
        <StopLocation stop={stop} />
        <StopOrdersTable stop={stop} />
        <Stack gap="sm">
          <RefusalTooltip reason={view.check.enabled ? null : view.check.reason}>
            <Checkbox
              label={checkLabel(stop)}
              checked={stop.pickedUpOrDelivered}
              disabled={!editable || !view.check.enabled}
              onCheckedChange={(checked) =>
                send({ type: 'stop.resolvedToggled', checked, at: new Date().toISOString() })
              }
            />
          </RefusalTooltip>
          <DateTimeField
            label={timeLabel(stop)}
            value={stop.pickedUpDeliveryDate}
            disabled={!editable || !view.timeEnabled}
            onChange={(value) => value && send({ type: 'stop.timeChanged', value })}
          />
          <EditField
            type="textarea"
            label="Carrier Stop Note"
            rows={growingRows(stop.stopDirections)}
            value={stop.stopDirections ?? ''}
            disabled={!editable}
            onChange={(v) => send({ type: 'stop.fieldChanged', field: 'stopDirections', value: v || null })}
          />
        </Stack>
      </Stack>
    </div>
  );
}
