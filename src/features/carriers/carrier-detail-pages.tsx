import { Permission } from '#contract/permissions';
import { hasPermission } from '#machines/session/auth-store';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { StatusChip } from '#ui/components/status-chip/status-chip';
import { useRuntime } from '../../app/runtime-context';
import { useResource } from '../../app/use-resource';
import type { PageComponent, PageProps } from '../../routing/pages';
import { AttachmentsPanel } from '../../shared/records/attachments/attachments-panel';
import { ContactsPanel } from '../../shared/records/contacts/contacts-panel';
import { PartyPage, tabsUnder } from '../../shared/parties/party-page';
import { CarrierDetailsTab } from './carrier-details-tab';

export type CarrierPageName = 'Carrier Details' | 'Carrier Contacts' | 'Carrier Attachments';

const carrierTabs = (id: number) =>
  tabsUnder(`/carriers/${id}`, [
    ['Carrier Details', 'Details', ''],
    ['Carrier Contacts', 'Contacts', 'contacts'],
    ['Carrier Attachments', 'Attachments', 'attachments'],
  ]);

/** /carriers/{id} and its tabs (spec 2 §2), each a route gated in the route table. */
function CarrierPage({ tab, params }: PageProps & { tab: CarrierPageName }) {
  const { services } = useRuntime();
  const id = Number(params.id);
  const header = useResource((signal) => services.carriersApi.getItemById(id, signal));
  const carrier = header.data;
  const mayAddFiles = hasPermission(services.authStore.read(), [Permission.CarrierFileAdd]);
  return (
    <PartyPage
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
      tabsLabel="Carrier sections"
      tabs={carrierTabs(id)}
      active={tab}
    >
      <AlertBanner type="error" open={header.error !== null} marginBottom={0}>
        {header.error}
      </AlertBanner>
      {tab === 'Carrier Details' && (
        <CarrierDetailsTab carrierId={id} carrier={carrier} onChanged={header.reload} />
      )}
      {tab === 'Carrier Contacts' && <ContactsPanel kind="carrier" ownerId={id} />}
      {tab === 'Carrier Attachments' && (
        <AttachmentsPanel kind="carrier" ownerId={id} readOnly={!mayAddFiles} withDocumentType />
      )}
    </PartyPage>
  );
}

const pageOf = (tab: CarrierPageName): PageComponent => {
  const Page = ({ params }: PageProps) => <CarrierPage tab={tab} params={params} />;
  Page.displayName = `CarrierPage(${tab})`;
  return Page;
};

/** One page per route name, for the route table's loaders. */
export const carrierDetailPages: Record<CarrierPageName, PageComponent> = {
  'Carrier Details': pageOf('Carrier Details'),
  'Carrier Contacts': pageOf('Carrier Contacts'),
  'Carrier Attachments': pageOf('Carrier Attachments'),
};
