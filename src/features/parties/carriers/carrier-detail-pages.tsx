import { Permission } from '#contract/permissions';
import { hasPermission } from '#machines/session/auth-store';
import { StatusChip } from '#ui/components/status-chip/status-chip';
import { useRuntime } from '../../../app/runtime-context';
import { useResource } from '../../../app/use-resource';
import { PartyPageFrame } from '../shared/party-page-frame';
import type { PageProps } from '../../../app/page-props';
import { pagesPerTab } from '../../../app/tab-pages';
import { AttachmentsPanel } from '../../../shared/records/attachments/attachments-panel';
import { ContactsPanel } from '../../../shared/records/contacts/contacts-panel';
import { carrierTabs, type CarrierPageName } from './carrier.tabs';
import { CarrierDetailsTab } from './carrier-details-tab';

export type { CarrierPageName } from './carrier.tabs';

/** /carriers/{id} and its tabs (spec 2 §2), each a route gated where the tab is declared. */
function CarrierPage({ tab, params }: PageProps & { tab: CarrierPageName }) {
  const { services } = useRuntime();
  const id = Number(params.id);
  const header = useResource((signal) => services.carriersApi.getItemById(id, signal));
  const carrier = header.data;
  const mayAddFiles = hasPermission(services.authStore.read(), [Permission.CarrierFileAdd]);
  return (
    <PartyPageFrame
      kind="carrier"
      id={id}
      title={carrier?.name ?? `Carrier #${id}`}
      subtitle={
        carrier && (
          <StatusChip
            tone={carrier.isActive ? 'done' : 'attention'}
            label={carrier.isActive ? 'Enabled' : 'Disabled'}
          />
        )
      }
      back={{ href: '/carriers', label: 'Back to list' }}
      notFound={header.notFound}
      error={header.error}
      tabs={carrierTabs}
      active={tab}
    >
      {tab === 'Carrier Details' && (
        <CarrierDetailsTab carrierId={id} carrier={carrier} onChanged={header.reload} />
      )}
      {tab === 'Carrier Contacts' && <ContactsPanel kind="carrier" ownerId={id} />}
      {tab === 'Carrier Attachments' && (
        <AttachmentsPanel kind="carrier" ownerId={id} readOnly={!mayAddFiles} withDocumentType />
      )}
    </PartyPageFrame>
  );
}

/** One page per tab, for carriers.routes.ts. */
export const carrierDetailPages = pagesPerTab(carrierTabs, CarrierPage, 'CarrierPage');
