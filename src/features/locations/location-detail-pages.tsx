import { Permission } from '#contract/permissions';
import { hasPermission } from '#machines/session/auth-store';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { useRuntime } from '../../app/runtime-context';
import { useResource } from '../../app/use-resource';
import type { PageComponent, PageProps } from '../../routing/pages';
import { ContactsPanel } from '../../shared/records/contacts/contacts-panel';
import { NotesPanel } from '../../shared/records/notes/notes-panel';
import { PartyPage, tabsUnder } from '../../shared/parties/party-page';
import { RelatedListTab } from '../../shared/parties/related-list-tab';
import { relatedLoadsList, relatedOrdersList } from '../../shared/parties/related-lists';
import { LocationDetailsTab } from './location-details-tab';

export type LocationPageName =
  'Location Details' | 'Location Contacts' | 'Location Orders' | 'Location Loads' | 'Location Notes';

const locationTabs = (id: number) =>
  tabsUnder(`/locations/${id}`, [
    ['Location Details', 'Details', ''],
    ['Location Contacts', 'Contacts', 'contacts'],
    ['Location Orders', 'Orders', 'orders'],
    ['Location Loads', 'Loads', 'loads'],
    ['Location Notes', 'Notes', 'notes'],
  ]);

/** /locations/{id} and its tabs (spec 2 §2), each a route gated in the route table. */
function LocationPage({ tab, params }: PageProps & { tab: LocationPageName }) {
  const { services } = useRuntime();
  const id = Number(params.id);
  const header = useResource((signal) => services.locationsApi.getItemById(id, signal));
  const mayAddNotes = hasPermission(services.authStore.read(), [Permission.LocationNoteAdd]);
  return (
    <PartyPage
      title={header.data?.name ?? `Location #${id}`}
      subtitle={header.data ? `Location #${id}` : undefined}
      back={{ href: '/locations', label: 'Back to list' }}
      tabsLabel="Location sections"
      tabs={locationTabs(id)}
      active={tab}
    >
      <AlertBanner type="error" open={header.error !== null} marginBottom={0}>
        {header.error}
      </AlertBanner>
      {tab === 'Location Details' && <LocationDetailsTab locationId={id} onSaved={header.reload} />}
      {tab === 'Location Contacts' && <ContactsPanel kind="location" ownerId={id} />}
      {tab === 'Location Orders' && (
        <RelatedListTab
          build={() => relatedOrdersList('location', id)}
          pathOf={(o) => `/orders/${o.orderId}`}
        />
      )}
      {tab === 'Location Loads' && (
        <RelatedListTab build={() => relatedLoadsList('location', id)} pathOf={(l) => `/loads/${l.loadId}`} />
      )}
      {tab === 'Location Notes' && <NotesPanel kind="location" ownerId={id} readOnly={!mayAddNotes} />}
    </PartyPage>
  );
}

const pageOf = (tab: LocationPageName): PageComponent => {
  const Page = ({ params }: PageProps) => <LocationPage tab={tab} params={params} />;
  Page.displayName = `LocationPage(${tab})`;
  return Page;
};

/** One page per route name, for the route table's loaders. */
export const locationDetailPages: Record<LocationPageName, PageComponent> = {
  'Location Details': pageOf('Location Details'),
  'Location Contacts': pageOf('Location Contacts'),
  'Location Orders': pageOf('Location Orders'),
  'Location Loads': pageOf('Location Loads'),
  'Location Notes': pageOf('Location Notes'),
};
