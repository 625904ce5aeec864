import { useState, type ReactNode } from 'react';
import type { UserSummary } from '#contract/user-summary';
import { Button } from '#ui/components/button/button';
import { ByUser } from '../../../shared/records/by-user';
import { Stack } from '#ui/components/stack/stack';
import { LoadStatusChip } from '../../../shared/loads/load-status-chip';
import { DetailPageFrame } from '../../../app/detail-page-frame';
import { FormNotices } from '../../../shared/forms/form-notices';
import { formatDateTime } from '../../../shared/loads/local-date-time';
import { ReportDialog } from '../../../shared/reports/report-dialog';
import { loadTabs, type LoadDetailPageName } from './load.tabs';
import * as s from './load-page.css';
import type { LoadPageBinding } from './use-load-page';

/** 'Added {date} by {user}': the user links to their page for admins only (spec 2 §6). */
function Stamp({
  label,
  iso,
  user,
  linkUser,
}: {
  label: string;
  iso: string | null;
  user: UserSummary | null;
  linkUser: boolean;
}) {
  if (!iso) return null;
  return (
    <span>
      {label} <time dateTime={iso}>{formatDateTime(iso)}</time>
      <ByUser user={user} link={linkUser} />
    </span>
  );
}

/** The frame of /loads/{loadId}: header, the alert area, the tab bar, and the tab shown. */
export function LoadPageView({
  loadId,
  form,
  header,
  access,
  runSummary,
  tab,
  children,
}: LoadPageBinding & { tab: LoadDetailPageName; children: ReactNode }) {
  // Whether the Load Summary dialog is open: view state; the dialog's renderer machine does the work.
  const [summaryOpen, setSummaryOpen] = useState(false);
  return (
    <DetailPageFrame
      title={
        <span className={s.title}>
          Load #{loadId}
          {header.statusId !== null && <LoadStatusChip statusId={header.statusId} />}
        </span>
      }
      subtitle={
        (header.dateAdded || header.dateModified) && (
          <span className={s.meta}>
            <Stamp label="Added" iso={header.dateAdded} user={header.createdBy} linkUser={access.isAdmin} />
            <Stamp
              label="Modified"
              iso={header.dateModified}
              user={header.modifiedBy}
              linkUser={access.isAdmin}
            />
          </span>
        )
      }
      back={{ href: '/loads', label: 'Back to loads' }}
      notFound={header.notFound}
      actions={
        access.maySummarize && (
          <Button variant="secondary" onClick={() => setSummaryOpen(true)}>
            Load Summary
          </Button>
        )
      }
      notices={
        <Stack gap="sm" role="region" aria-label="Load messages">
          <FormNotices form={form} savedText={`Load #${loadId} saved successfully.`} />
        </Stack>
      }
      tabs={loadTabs}
      active={tab}
      ids={{ loadId }}
      presence={{ type: 'load', id: loadId }}
    >
      {children}
      <ReportDialog
        title={`Load Summary ${loadId}`}
        open={summaryOpen}
        onClose={() => setSummaryOpen(false)}
        run={runSummary}
      />
    </DetailPageFrame>
  );
}
