import { Permission } from '#contract/permissions';
import { hasPermission } from '#machines/session/auth-store';
import { useRuntime } from '../../app/runtime-context';
import type { PageComponent, PageProps } from '../../routing/pages';
import type { RouteTab } from '../../routing/route-tabs';
import { AttachmentsPanel } from '../../shared/records/attachments/attachments-panel';
import { ChangelogPanel } from '../../shared/records/changelog/changelog-panel';
import { NotesPanel } from '../../shared/records/notes/notes-panel';
import { ComingNext, RecordPage } from '../../shared/records/record-page';

export type LoadDetailPageName =
  'Load Details' | 'Add/Remove Orders' | 'Carrier Pay' | 'Load Notes' | 'Load Attachments' | 'Load Changelog';

const loadTabs = (loadId: number): RouteTab[] => [
  { routeName: 'Load Details', label: 'Details', href: `/loads/${loadId}` },
  { routeName: 'Add/Remove Orders', label: 'Add/Remove Orders', href: `/loads/${loadId}/orders` },
  { routeName: 'Carrier Pay', label: 'Carrier Pay', href: `/loads/${loadId}/carrier-pay` },
  { routeName: 'Load Notes', label: 'Notes', href: `/loads/${loadId}/notes` },
  { routeName: 'Load Attachments', label: 'Attachments', href: `/loads/${loadId}/attachments` },
  { routeName: 'Load Changelog', label: 'Changelog', href: `/loads/${loadId}/changelog` },
];

/**
 * /loads/{loadId} and its tabs (spec 2 §2): each tab is a route, gated in the route table (Notes by
 * LoadNoteView, Attachments by LoadFileView, Carrier Pay and Changelog hidden from customer identities).
 */
function LoadDetailPage({ tab, params }: PageProps & { tab: LoadDetailPageName }) {
  const { services } = useRuntime();
  const loadId = Number(params.loadId);
  const auth = services.authStore.read();
  const may = (code: number) => hasPermission(auth, [code]);
  return (
    <RecordPage title={`Load #${loadId}`} tabsLabel="Load sections" tabs={loadTabs(loadId)} active={tab}>
      {tab === 'Load Details' && <ComingNext>The load form comes next (issue #13).</ComingNext>}
      {tab === 'Add/Remove Orders' && (
        <ComingNext>Adding and removing the load&apos;s orders comes next (issue #13).</ComingNext>
      )}
      {tab === 'Carrier Pay' && <ComingNext>The load&apos;s carrier pay comes next (issue #13).</ComingNext>}
      {tab === 'Load Notes' && (
        <NotesPanel kind="load" ownerId={loadId} readOnly={!may(Permission.LoadNoteAdd)} />
      )}
      {tab === 'Load Attachments' && (
        <AttachmentsPanel kind="load" ownerId={loadId} readOnly={!may(Permission.LoadFileAdd)} />
      )}
      {tab === 'Load Changelog' && <ChangelogPanel kind="load" ownerId={loadId} />}
    </RecordPage>
  );
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
