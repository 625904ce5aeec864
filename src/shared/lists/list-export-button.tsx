import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { listExportMachine } from '../../../machines/list-export/list-export.machine';
import * as select from '../../../machines/list-export/list-export.selectors';
import { Button } from '../../../ui/components/button/button';
import { DownloadIcon } from '../../../ui/icons/icons';
import * as s from './list-view.css';

/** 'Export CSV', and while it runs, rows fetched of the total with a Cancel. */
export function ListExportButton(props: {
  actor: ActorRefFrom<typeof listExportMachine>;
  onExport: () => void;
  disabled?: boolean;
}) {
  const exporting = useSelector(props.actor, select.selectIsExporting);
  const progress = useSelector(props.actor, select.selectExportProgress);
  const percent = useSelector(props.actor, select.selectExportPercent);
  if (!exporting) {
    return (
      <Button
        variant="secondary"
        startIcon={<DownloadIcon />}
        onClick={props.onExport}
        disabled={props.disabled}
      >
        Export CSV
      </Button>
    );
  }
  return (
    <span className={s.exportProgress}>
      <span
        role="progressbar"
        aria-label="CSV export"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent ?? undefined}
        aria-valuetext={progress.total ? `${progress.fetched} of ${progress.total} rows` : 'Starting'}
        className={s.exportBar}
      >
        <span className={s.exportBarFill} style={{ width: `${percent ?? 0}%` }} />
      </span>
      <span className={s.exportText}>
        {progress.total ? `Exporting ${progress.fetched} of ${progress.total}` : 'Exporting…'}
      </span>
      <Button variant="ghost" size="sm" onClick={() => props.actor.send({ type: 'export.cancelled' })}>
        Cancel
      </Button>
    </span>
  );
}
