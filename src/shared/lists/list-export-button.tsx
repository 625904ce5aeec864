import { Button } from '#ui/components/button/button';
import { DownloadIcon } from '#ui/icons/icons';
import { exportIsCapped, exportTexts } from './list-export-texts';
import type { ListExportState } from './use-list-controller';
import * as s from './list-view.css';

/**
 * 'Export CSV', and while it runs, rows fetched of the total with a Cancel. When the list is longer than a
 * file may be, the button says before the press that only the first 2,000 rows go.
 */
export function ListExportButton(props: {
  state: ListExportState;
  /** The list's rows, all pages, and how many are selected: a selection exports as it is. */
  listTotal: number;
  selectedCount: number;
  onExport: () => void;
  onCancel: () => void;
  disabled?: boolean;
}) {
  const { exporting, fetched, total, percent } = props.state;
  if (!exporting) {
    return (
      <Button
        variant="secondary"
        startIcon={<DownloadIcon />}
        onClick={props.onExport}
        disabled={props.disabled}
        title={exportTexts.hint}
      >
        Export CSV
        {exportIsCapped(props.listTotal, props.selectedCount) && (
          <span className={s.exportCap}>{` (${exportTexts.capped(props.listTotal)})`}</span>
        )}
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
        aria-valuetext={total ? `${fetched} of ${total} rows` : 'Starting'}
        className={s.exportBar}
      >
        <span className={s.exportBarFill} style={{ width: `${percent ?? 0}%` }} />
      </span>
      <span className={s.exportText}>{total ? `Exporting ${fetched} of ${total}` : 'Exporting…'}</span>
      <Button variant="ghost" size="sm" onClick={props.onCancel}>
        Cancel
      </Button>
    </span>
  );
}
