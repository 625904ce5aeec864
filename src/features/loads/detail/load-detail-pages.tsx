import type { PageProps } from '../../../app/page-props';
import { pagesPerTab } from '../../../app/tab-pages';
import { AttachmentsPanel } from '../../../shared/records/attachments/attachments-panel';
import { ChangelogPanel } from '../../../shared/records/changelog/changelog-panel';
import { NotesPanel } from '../../../shared/records/notes/notes-panel';
import { CarrierPayView } from './carrier-pay-view';
import { LoadDetailsView } from './load-details-view';
import { LoadPageView } from './load-page-view';
import { loadTabs, type LoadDetailPageName } from './load.tabs';
import { LoadOrdersView } from './orders/load-orders-view';
import { useLoadOrders } from './orders/use-load-orders';
import { useLoadPage, type LoadPageBinding } from './use-load-page';

export type { LoadDetailPageName } from './load.tabs';

function OrdersTab(page: LoadPageBinding) {
  return <LoadOrdersView {...useLoadOrders(page)} />;
}

function LoadTab({ tab, page }: { tab: LoadDetailPageName; page: LoadPageBinding }) {
  switch (tab) {
    case 'Load Details':
      return <LoadDetailsView {...page} />;
    case 'Carrier Pay':
      return <CarrierPayView {...page} />;
    case 'Add/Remove Orders':
      return <OrdersTab {...page} />;
    case 'Load Notes':
      return <NotesPanel kind="load" ownerId={page.loadId} readOnly={!page.access.mayAddNotes} />;
    case 'Load Attachments':
      return <AttachmentsPanel kind="load" ownerId={page.loadId} readOnly={!page.access.mayAddFiles} />;
    case 'Load Changelog':
      return <ChangelogPanel kind="load" ownerId={page.loadId} />;
  }
}

function LoadPage({ tab, loadId }: { tab: LoadDetailPageName; loadId: number }) {
  const page = useLoadPage(loadId);
  return (
    <LoadPageView {...page} tab={tab}>
      <LoadTab tab={tab} page={page} />
    </LoadPageView>
  );
}

/**
 * /loads/{loadId} and its tabs (spec 2 §2), each a route gated where the tab is declared (load.tabs.ts).
 * When the load changes on the server through another call (orders added or removed, stops reordered, the
 * stop modal's save) the page's form is told its record changed and starts over from the saved load in place.
 */
function LoadDetailPage({ tab, params }: PageProps & { tab: LoadDetailPageName }) {
  return <LoadPage tab={tab} loadId={Number(params.loadId)} />;
}

/** One page per tab, for load-detail.routes.ts. */
export const loadDetailPages = pagesPerTab(loadTabs, LoadDetailPage, 'LoadDetailPage');
