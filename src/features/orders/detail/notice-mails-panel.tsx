import { noticeMailKindLabel, type NoticeMail } from '#contract/notice';
import { noticeTexts } from '#contract/notice-texts';
import { Permission } from '#contract/permissions';
import { passesGate } from '#machines/session/auth-store';
import { DataTable, type DataTableColumn } from '#ui/components/data-table/data-table';
import { Stack } from '#ui/components/stack/stack';
import { useResource } from '../../../app/use-resource';
import { useRuntime } from '../../../app/runtime-context';
import { formatMoment } from '../../../shared/format/moments';

const statusText: Record<NoticeMail['status'], string> = {
  pending: 'Waiting to retry',
  sending: 'Sending',
  delivered: 'Delivered',
  failed: 'Failed',
};

const columns: DataTableColumn<NoticeMail>[] = [
  { id: 'dateAdded', header: 'Made', cell: (m) => formatMoment(m.dateAdded), width: 180 },
  { id: 'kind', header: 'Notice', cell: (m) => noticeMailKindLabel[m.kind], width: 120 },
  { id: 'toAddress', header: 'To', cell: (m) => m.toAddress },
  {
    id: 'status',
    header: 'Delivery',
    cell: (m) =>
      m.status === 'delivered' && m.deliveredAt
        ? `Delivered ${formatMoment(m.deliveredAt)}`
        : `${statusText[m.status]}${m.lastError ? `: ${m.lastError}` : ''}`,
  },
  { id: 'attempts', header: 'Attempts', cell: (m) => String(m.attempts), width: 100 },
];

/** The order's notice e-mails and their delivery log (decision 088), for staff who read orders. */
export function NoticeMailsPanel({ orderId }: { orderId: number }) {
  const { services } = useRuntime();
  const auth = services.authStore.read();
  const staff =
    passesGate(auth, { identityTypes: ['admin', 'employee'] }) &&
    passesGate(auth, { anyOf: [Permission.OrderView] });
  if (!staff) return null;
  return <NoticeMailsTable orderId={orderId} />;
}

function NoticeMailsTable({ orderId }: { orderId: number }) {
  const { services } = useRuntime();
  const mails = useResource((signal) => services.noticesApi.mailsByOrder(orderId, signal));
  return (
    <Stack as="section" gap="sm" aria-label="Notice e-mails">
      <h2>Notice e-mails</h2>
      <DataTable
        label="Notice e-mails"
        columns={columns}
        rows={mails.data ?? []}
        rowKey={(m) => m.noticeMailId}
        loading={mails.loading}
        emptyText={mails.error ?? noticeTexts.noMails}
        loadingText="Loading..."
        maxHeight={400}
      />
    </Stack>
  );
}
