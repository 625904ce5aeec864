import { Permission } from '#contract/permissions';
import { hasPermission } from '#machines/session/auth-store';
import { useRuntime } from '../../app/runtime-context';
import type { PageComponent, PageProps } from '../../routing/pages';
import { AttachmentsPanel } from '../../shared/records/attachments/attachments-panel';
import { ChangelogPanel } from '../../shared/records/changelog/changelog-panel';
import { NotesPanel } from '../../shared/records/notes/notes-panel';
import { CarrierPayView } from './carrier-pay-view';
import { LoadDetailsView } from './load-details-view';
import { LoadPageView } from './load-page-view';
import type { LoadDetailPageName } from './load-tabs';
import { LoadOrdersView } from './orders/load-orders-view';
import { useLoadOrders } from './orders/use-load-orders';
import { useLoadPage, type LoadPageBinding } from './use-load-page';

export type { LoadDetailPageName } from './load-tabs';

function OrdersTab(page: LoadPageBinding) {
  return <LoadOrdersView {...useLoadOrders(page)} />;
}

function LoadTab({ tab, page }: { tab: LoadDetailPageName; page: LoadPageBinding }) {
  const { services } = useRuntime();
  const may = (code: number) => hasPermission(services.authStore.read(), [code]);
  switch (tab) {
    case 'Load Details':
      return <LoadDetailsView {...page} />;
    case 'Carrier Pay':
      return <CarrierPayView {...page} />;
    case 'Add/Remove Orders':
      return <OrdersTab {...page} />;
    case 'Load Notes':
      return <NotesPanel kind="load" ownerId={page.loadId} readOnly={!may(Permission.LoadNoteAdd)} />;
    case 'Load Attachments':
      return <AttachmentsPanel kind="load" ownerId={page.loadId} readOnly={!may(Permission.LoadFileAdd)} />;
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
 * /loads/{loadId} and its tabs (spec 2 §2): each tab is a route, gated in the route table (Notes by
 * LoadNoteView, Attachments by LoadFileView, Carrier Pay and Changelog hidden from customer identities).
 * When the load changes on the server through another call (orders added or removed, stops reordered, the
 * stop modal's save) the page's form is told its record changed and starts over from the saved load in place.
 */
function LoadDetailPage({ tab, params }: PageProps & { tab: LoadDetailPageName }) {
  return <LoadPage tab={tab} loadId={Number(params.loadId)} />;
}

const pageOf = (tab: LoadDetailPageName): PageComponent => {
  const Page = ({ params }: PageProps) => <LoadDetailPage tab={tab} params={params} />;
  Page.displayName = `LoadDetailPage(${tab})`;
  return Page;
};

/** One page per route name, for the route table's loaders. */
export const loadDetailPages: Record<LoadDetailPageName, PageComponent> = {
  'Load Details': pageOf('Load Details'),
  'Add/Remove Orders': pageOf('Add/Remove Orders'),
  'Carrier Pay': pageOf('Carrier Pay'),
  'Load Notes': pageOf('Load Notes'),
  'Load Attachments': pageOf('Load Attachments'),
  'Load Changelog': pageOf('Load Changelog'),
};
