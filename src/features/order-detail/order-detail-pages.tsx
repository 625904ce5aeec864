import { Permission } from '#contract/permissions';
import { hasPermission } from '#machines/session/auth-store';
import { useRuntime } from '../../app/runtime-context';
import { useResource } from '../../app/use-resource';
import type { PageComponent, PageProps } from '../../routing/pages';
import type { RouteTab } from '../../routing/route-tabs';
import { AttachmentsPanel } from '../../shared/records/attachments/attachments-panel';
import { ChangelogPanel } from '../../shared/records/changelog/changelog-panel';
import { NotesPanel } from '../../shared/records/notes/notes-panel';
import { ComingNext, RecordPage } from '../../shared/records/record-page';

export type OrderDetailPageName =
  'Order Details' | 'Order Load Details' | 'Order Notes' | 'Order Attachments' | 'Order Changelog';

const orderTabs = (orderId: number, fileCount: number | null): RouteTab[] => [
  { routeName: 'Order Details', label: 'Details', href: `/orders/${orderId}` },
  { routeName: 'Order Load Details', label: 'Order Journey', href: `/orders/${orderId}/loads` },
  { routeName: 'Order Notes', label: 'Notes', href: `/orders/${orderId}/notes` },
  {
    routeName: 'Order Attachments',
    label: 'Attachments',
    href: `/orders/${orderId}/attachments`,
    count: fileCount,
  },
  { routeName: 'Order Changelog', label: 'Changelog', href: `/orders/${orderId}/changelog` },
];

/**
 * /orders/{orderId} and its tabs (spec 2 §2): each tab is a route, gated in the route table (Notes by
 * OrderNoteView, Attachments by OrderFileView, Changelog hidden from customer identities). Staff see the
 * file count on the Attachments tab; customer identities do not fetch it (spec 2 §6).
 */
function OrderDetailPage({ tab, params }: PageProps & { tab: OrderDetailPageName }) {
  const { services } = useRuntime();
  const orderId = Number(params.orderId);
  const auth = services.authStore.read();
  const staff = auth?.userIdentityCurrent?.identityType !== 'customer';
  const may = (code: number) => hasPermission(auth, [code]);
  // A count that cannot be read leaves the tab without a badge rather than showing an error.
  const files = useResource((signal) =>
    staff && may(Permission.OrderFileView)
      ? services.filesApi.count('order', orderId, signal)
      : Promise.resolve(null),
  );
  return (
    <RecordPage
      title={`Order #${orderId}`}
      tabsLabel="Order sections"
      tabs={orderTabs(orderId, files.error ? null : files.data)}
      active={tab}
    >
      {tab === 'Order Details' && <ComingNext>The order form comes next (issue #13).</ComingNext>}
      {tab === 'Order Load Details' && (
        <ComingNext>The order&apos;s loads and stops come next (issue #13).</ComingNext>
      )}
      {tab === 'Order Notes' && (
        <NotesPanel kind="order" ownerId={orderId} readOnly={!may(Permission.OrderNoteAdd)} />
      )}
      {tab === 'Order Attachments' && (
        <AttachmentsPanel kind="order" ownerId={orderId} readOnly={!may(Permission.OrderFileAdd)} />
      )}
      {tab === 'Order Changelog' && <ChangelogPanel kind="order" ownerId={orderId} />}
    </RecordPage>
  );
}

const pageOf = (tab: OrderDetailPageName): PageComponent => {
  const Page = ({ params }: PageProps) => <OrderDetailPage tab={tab} params={params} />;
  Page.displayName = `OrderDetailPage(${tab})`;
  return Page;
};

/** One page per route name, for the route table's loaders. */
export const orderDetailPages: Record<OrderDetailPageName, PageComponent> = {
  'Order Details': pageOf('Order Details'),
  'Order Load Details': pageOf('Order Load Details'),
  'Order Notes': pageOf('Order Notes'),
  'Order Attachments': pageOf('Order Attachments'),
  'Order Changelog': pageOf('Order Changelog'),
};
