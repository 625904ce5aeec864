import { Permission } from '#contract/permissions';
import { hasPermission } from '#machines/session/auth-store';
import { useRuntime } from '../../../app/runtime-context';
import { useResource } from '../../../app/use-resource';
import type { PageProps } from '../../../app/page-props';
import { pagesPerTab } from '../../../app/tab-pages';
import { ContactsPanel } from '../../../shared/records/contacts/contacts-panel';
import { NotesPanel } from '../../../shared/records/notes/notes-panel';
import { PartyPageFrame } from '../shared/party-page-frame';
import { RelatedLoadsTab, RelatedOrdersTab } from '../shared/related-list-tab';
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
    <PartyPageFrame
      kind="location"
      id={id}
      title={header.data?.name ?? `Location #${id}`}
      subtitle={header.data ? `Location #${id}` : undefined}
      back={{ href: '/locations', label: 'Back to list' }}
      notFound={header.notFound}
      error={header.error}
      tabs={locationTabs}
      active={tab}
    >
      {tab === 'Location Details' && <LocationDetailsTab locationId={id} onSaved={header.reload} />}
      {tab === 'Location Contacts' && <ContactsPanel kind="location" ownerId={id} />}
      {tab === 'Location Orders' && <RelatedOrdersTab owner="location" id={id} />}
      {tab === 'Location Loads' && <RelatedLoadsTab owner="location" id={id} />}
      {tab === 'Location Notes' && <NotesPanel kind="location" ownerId={id} readOnly={!mayAddNotes} />}
    </PartyPageFrame>
  );
}

/** One page per tab, for locations.routes.ts. */
export const locationDetailPages = pagesPerTab(locationTabs, LocationPage, 'LocationPage');
