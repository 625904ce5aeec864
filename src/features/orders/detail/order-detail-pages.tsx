import { Permission } from '#contract/permissions';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { DetailPageFrame } from '../../../app/detail-page-frame';
import type { PageProps } from '../../../app/page-props';
import { pagesPerTab } from '../../../app/tab-pages';
import { AttachmentsPanel } from '../../../shared/records/attachments/attachments-panel';
import { ChangelogPanel } from '../../../shared/records/changelog/changelog-panel';
import { NotesPanel } from '../../../shared/records/notes/notes-panel';
import { OrderJourneyView } from './journey/order-journey-view';
import { useOrderJourney } from './journey/use-order-journey';
import { OrderDetailsView } from './order-details-view';
import { OrderHeader } from './order-header';
import { orderTabs, type OrderDetailPageName } from './order.tabs';
import { NoticeMailsPanel } from './notice-mails-panel';
import { TrackingLinksPanel } from './tracking-links-panel';
import { useOrderDetails } from './use-order-details';
import { useOrderPage, type OrderPageBinding } from './use-order-page';

export type { OrderDetailPageName } from './order.tabs';

/**
 * /orders/{orderId} and its tabs (spec 2 §2), each a route gated where the tab is declared. Details holds
 * the order form; Order Journey the order's loads and stops with their save states.
 */
function OrderDetailPage({ tab, params }: PageProps & { tab: OrderDetailPageName }) {
  const page = useOrderPage(Number(params.orderId));
  const { orderId, may } = page;
  return (
    <DetailPageFrame
      header={<OrderHeader orderId={orderId} order={page.order} linkUsers={page.linkUsers} />}
      notices={
        <AlertBanner type="error" open={page.orderError !== null} marginBottom={0}>
          {page.orderError}
        </AlertBanner>
      }
      notFound={page.orderNotFound}
      listLink={{ href: '/orders', label: 'Back to orders' }}
      tabs={orderTabs}
      active={tab}
      ids={{ orderId }}
      presence={{ type: 'order', id: orderId }}
      counts={{ 'Order Attachments': page.fileCount }}
    >
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
    </DetailPageFrame>
  );
}

function OrderDetailsTab({ orderId, onSaved }: { orderId: number; onSaved: () => void }) {
  return (
    <>
      <OrderDetailsView {...useOrderDetails(orderId, onSaved)} />
      <TrackingLinksPanel orderId={orderId} />
      <NoticeMailsPanel orderId={orderId} />
    </>
  );
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

/** One page per tab, for order-detail.routes.ts. */
export const orderDetailPages = pagesPerTab(orderTabs, OrderDetailPage, 'OrderDetailPage');
