import { Permission } from '#contract/permissions';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { Stack } from '#ui/components/stack/stack';
import type { PageComponent, PageProps } from '../../routing/pages';
import { RouteTabs, type RouteTab } from '../../routing/route-tabs';
import { AttachmentsPanel } from '../../shared/records/attachments/attachments-panel';
import { ChangelogPanel } from '../../shared/records/changelog/changelog-panel';
import { NotesPanel } from '../../shared/records/notes/notes-panel';
import { OrderJourneyView } from './journey/order-journey-view';
import { useOrderJourney } from './journey/use-order-journey';
import { OrderDetailsView } from './order-details-view';
import { OrderHeader } from './order-header';
import { useOrderDetails } from './use-order-details';
import { useOrderPage, type OrderPageBinding } from './use-order-page';

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
 * /orders/{orderId} and its tabs (spec 2 §2): each tab is a route, gated in the route table (Order Journey
 * by LoadView, Notes by OrderNoteView, Attachments by OrderFileView, Changelog hidden from customer
 * identities). Details holds the order form; Order Journey the order's loads and stops with their save
 * states.
 */
function OrderDetailPage({ tab, params }: PageProps & { tab: OrderDetailPageName }) {
  const page = useOrderPage(Number(params.orderId));
  const { orderId, may } = page;
  return (
    <Stack gap="lg">
      <OrderHeader orderId={orderId} order={page.order} linkUsers={page.linkUsers} />
      <AlertBanner type="error" open={page.orderError !== null} marginBottom={0}>
        {page.orderError}
      </AlertBanner>
      <RouteTabs label="Order sections" items={orderTabs(orderId, page.fileCount)} active={tab} />
      {/* The panels name their own sections. */}
      <div>
        {tab === 'Order Details' && <OrderDetailsTab orderId={orderId} onSaved={page.reloadOrder} />}
        {tab === 'Order Load Details' && (
          <OrderJourneyTab
            orderId={orderId}
            order={page.order}
            selectedLoadId={params.loadId ? Number(params.loadId) : null}
            onSaved={page.reloadOrder}
          />
        )}
        {tab === 'Order Notes' && (
          <NotesPanel kind="order" ownerId={orderId} readOnly={!may(Permission.OrderNoteAdd)} />
        )}
        {tab === 'Order Attachments' && (
          <AttachmentsPanel kind="order" ownerId={orderId} readOnly={!may(Permission.OrderFileAdd)} />
        )}
        {tab === 'Order Changelog' && <ChangelogPanel kind="order" ownerId={orderId} />}
      </div>
    </Stack>
  );
}

function OrderDetailsTab({ orderId, onSaved }: { orderId: number; onSaved: () => void }) {
  return <OrderDetailsView {...useOrderDetails(orderId, onSaved)} />;
}

function OrderJourneyTab({
  orderId,
  order,
  selectedLoadId,
  onSaved,
}: {
  orderId: number;
  order: OrderPageBinding['order'];
  selectedLoadId: number | null;
  onSaved: () => void;
}) {
  return (
    <OrderJourneyView
      journey={useOrderJourney(orderId, onSaved)}
      order={order}
      selectedLoadId={selectedLoadId}
    />
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
