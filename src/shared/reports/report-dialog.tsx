import { useEffect } from 'react';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Button } from '#ui/components/button/button';
import { Dialog } from '#ui/components/dialog/dialog';
import { Spinner } from '#ui/components/spinner/spinner';
import { Stack } from '#ui/components/stack/stack';
import { preview } from './report-preview.css';
import { useRenderedReport } from './use-rendered-report';

export interface ReportDialogProps {
  /** The dialog's title and the file's name: 'Load Summary 12'. */
  title: string;
  open: boolean;
  onClose: () => void;
  /** Runs the report on the server. */
  run: (signal: AbortSignal) => Promise<Blob | null>;
}

/**
 * A report in a dialog (spec 2 §2: Load Summary "opens a report dialog", Receiving Summary a "PDF preview
 * dialog"): generated when it opens, previewed inline (600 px high), with Refresh and Download, closed by its close button or Escape; a
 * failure shows in the dialog with Refresh to try again. Each opening generates afresh.
 */
export function ReportDialog({ open, ...props }: ReportDialogProps) {
  return open ? <OpenReportDialog {...props} /> : null;
}

function OpenReportDialog({ title, onClose, run }: Omit<ReportDialogProps, 'open'>) {
  const report = useRenderedReport({ title, run: (_, signal) => run(signal) });
  const { generate } = report;
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the dialog opens
  useEffect(() => generate(null), []);
  return (
    <Dialog
      open
      onOpenChange={(next) => !next && onClose()}
      title={title}
      width={1000}
      footer={
        <>
          <Button variant="secondary" onClick={report.refresh} disabled={!report.canRefresh}>
            Refresh
          </Button>
          <Button onClick={report.download} disabled={!report.previewUrl}>
            Download
          </Button>
        </>
      }
    >
      <Stack gap="md">
        <AlertBanner type="error" open={report.error !== null} marginBottom={0}>
          {report.error}
        </AlertBanner>
        {report.generating ? (
          <Spinner block label={`Generating the ${title}`} />
        ) : (
          report.previewUrl && (
            <iframe className={preview} title={`${title} preview`} src={report.previewUrl} />
          )
        )}
      </Stack>
    </Dialog>
  );
}
