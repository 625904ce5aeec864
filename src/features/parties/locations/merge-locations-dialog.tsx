import type { LocationListItem } from '#contract/location';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { DataTable, type DataTableColumn } from '#ui/components/data-table/data-table';
import { Dialog } from '#ui/components/dialog/dialog';
import { Inline } from '#ui/components/inline/inline';
import { RadioGroup } from '#ui/components/radio-group/radio-group';
import { Stack } from '#ui/components/stack/stack';
import * as s from '../../../shared/parties/party-form.css';
import type { MergeRow } from './merge-summary';
import { useMergeLocations } from './use-merge-locations';

const columns: DataTableColumn<MergeRow>[] = [
  { id: 'name', header: 'Location', cell: (r) => `${r.name} (#${r.locationId})` },
  { id: 'orders', header: 'Orders', cell: (r) => r.orders, align: 'end', width: 90 },
  { id: 'loads', header: 'Loads', cell: (r) => r.loads, align: 'end', width: 90 },
  { id: 'notes', header: 'Notes', cell: (r) => r.notes, align: 'end', width: 90 },
  { id: 'contacts', header: 'Contacts', cell: (r) => r.contacts, align: 'end', width: 90 },
];

/**
 * Merge Locations: what each selected location holds, the primary to keep, a confirmation, and what
 * moved once it is done.
 */
export function MergeLocationsDialog({
  locations,
  onClose,
  onMerged,
}: {
  locations: readonly LocationListItem[];
  onClose: () => void;
  onMerged: () => void;
}) {
  const m = useMergeLocations(locations, onMerged);
  const done = m.merge.done && m.merge.output !== undefined;
  return (
    <Dialog open onOpenChange={() => undefined} persistent title="Merge Locations" width={800}>
      <Stack gap="md">
        <AlertBanner type="error" open={m.infoError !== null} marginBottom={0}>
          {m.infoError}{' '}
          <Button size="sm" variant="secondary" onClick={m.retryInfo}>
            Retry
          </Button>
        </AlertBanner>
        <AlertBanner type="error" open={m.merge.error !== null} onDismiss={m.merge.dismiss} marginBottom={0}>
          {m.merge.error}
        </AlertBanner>
        {done ? (
          <AlertBanner type="success" open marginBottom={0}>
            {m.merge.output}
          </AlertBanner>
        ) : (
          <>
            <p className={s.hint}>
              The orders (source, destination, current, next and pick), load stops, notes and contacts of the
              other locations move to the primary location; the other locations are then removed.
            </p>
            <DataTable
              label="Locations to merge"
              columns={columns}
              rows={m.rows}
              rowKey={(r) => r.locationId}
              loading={m.loading}
              loadingText="Loading..."
              emptyText="No items found"
            />
            <RadioGroup
              label="Primary location (kept)"
              value={m.primaryId === null ? null : String(m.primaryId)}
              options={locations.map((l) => ({
                value: String(l.locationId),
                label: `${l.name} (#${l.locationId})`,
              }))}
              onValueChange={(v) => m.choosePrimary(Number(v))}
              disabled={m.loading || m.merge.busy}
            />
          </>
        )}
        <Inline gap="sm" align="end" alignY="center">
          {done ? (
            <Button onClick={onClose}>Close</Button>
          ) : (
            <>
              <Button variant="secondary" onClick={onClose} disabled={m.merge.busy}>
                Cancel
              </Button>
              <Button
                loading={m.merge.busy}
                disabled={m.primaryId === null || m.rows.length === 0}
                onClick={m.startMerge}
              >
                Merge
              </Button>
            </>
          )}
        </Inline>
      </Stack>
    </Dialog>
  );
}
