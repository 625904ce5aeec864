import { Permission } from '#contract/permissions';
import { hasPermission } from '#machines/session/auth-store';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { useRuntime } from '../../../app/runtime-context';
import { useResource } from '../../../app/use-resource';
import { DetailPageFrame } from '../../../app/detail-page-frame';
import type { PageProps } from '../../../app/page-props';
import { pagesPerTab } from '../../../app/tab-pages';
import { ContactsPanel } from '../../../shared/records/contacts/contacts-panel';
import { NotesPanel } from '../../../shared/records/notes/notes-panel';
import { RelatedListTab } from '../shared/related-list-tab';
import { relatedLoadsList, relatedOrdersList } from '../shared/related-lists';
import { LocationDetailsTab } from './location-details-tab';
import { locationTabs, type LocationPageName } from './location.tabs';

export type { LocationPageName } from './location.tabs';

/** /locations/{id} and its tabs (spec 2 §2), each a route gated where the tab is declared. */
function LocationPage({ tab, params }: PageProps & { tab: LocationPageName }) {
  const { services } = useRuntime();
  const id = Number(params.id);
  const header = useResource((signal) => services.locationsApi.getItemById(id, signal));
  const mayAddNotes = hasPermission(services.authStore.read(), [Permission.LocationNoteAdd]);
  return (
    <DetailPageFrame
      title={header.data?.name ?? `Location #${id}`}
      subtitle={header.data ? `Location #${id}` : undefined}
      back={{ href: '/locations', label: 'Back to list' }}
      notFound={header.notFound}
      tabs={locationTabs}
      active={tab}
      ids={{ id }}
      presence={{ type: 'location', id }}
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
    </DetailPageFrame>
  );
}

/** One page per tab, for locations.routes.ts. */
export const locationDetailPages = pagesPerTab(locationTabs, LocationPage, 'LocationPage');
