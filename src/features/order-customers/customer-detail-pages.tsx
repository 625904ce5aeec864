import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { StatusChip } from '#ui/components/status-chip/status-chip';
import type { PageComponent, PageProps } from '../../routing/pages';
import { AttachmentsPanel } from '../../shared/records/attachments/attachments-panel';
import { ContactsPanel } from '../../shared/records/contacts/contacts-panel';
import { NotesPanel } from '../../shared/records/notes/notes-panel';
import { PartyPage } from '../../shared/parties/party-page';
import { RelatedListTab } from '../../shared/parties/related-list-tab';
import { relatedLoadsList, relatedOrdersList } from '../../shared/parties/related-lists';
import { CustomerDetailsTab } from './customer-details-tab';
import { CustomerLocationsTab } from './customer-locations-tab';
import { useCustomerPage, type CustomerPageName } from './use-customer-page';

/** /order-customers/{id} and its tabs (spec 2 §2). */
function CustomerPage({ tab, params }: PageProps & { tab: CustomerPageName }) {
  const page = useCustomerPage(Number(params.id));
  const { orderCustomerId: id, permissions: P, may } = page;
  return (
    <PartyPage
      title={page.title}
      subtitle={page.status && <StatusChip tone={page.status.tone} label={page.status.label} />}
      back={page.back}
      tabsLabel="Customer sections"
      tabs={page.tabs}
      active={tab}
    >
      <AlertBanner type="error" open={page.headerError !== null} marginBottom={0}>
        {page.headerError}
      </AlertBanner>
      {tab === 'Order Customer Details' && (
        <CustomerDetailsTab orderCustomerId={id} isCustomer={page.isCustomer} onSaved={page.refreshHeader} />
      )}
      {tab === 'Order Customer Contacts' && <ContactsPanel kind="customer" ownerId={id} />}
      {tab === 'Order Customer Locations' && (
        <CustomerLocationsTab orderCustomerId={id} customerName={page.customerName} />
      )}
      {tab === 'Order Customer Notes' && (
        <NotesPanel kind="customer" ownerId={id} readOnly={!may(P.CustomerNoteAdd)} />
      )}
      {tab === 'Order Customer Attachments' && (
        <AttachmentsPanel kind="customer" ownerId={id} readOnly={!may(P.CustomerFileAdd)} />
      )}
      {tab === 'Order Customer Orders' && (
        <RelatedListTab
          build={() => relatedOrdersList('customer', id)}
          pathOf={(o) => `/orders/${o.orderId}`}
        />
      )}
      {tab === 'Order Customer Loads' && (
        <RelatedListTab build={() => relatedLoadsList('customer', id)} pathOf={(l) => `/loads/${l.loadId}`} />
      )}
    </PartyPage>
  );
}

const pageOf = (tab: CustomerPageName): PageComponent => {
  const Page = ({ params }: PageProps) => <CustomerPage tab={tab} params={params} />;
  Page.displayName = `CustomerPage(${tab})`;
  return Page;
};

/** One page per route name, for the route table's loaders. */
export const customerDetailPages: Record<CustomerPageName, PageComponent> = {
  'Order Customer Details': pageOf('Order Customer Details'),
  'Order Customer Contacts': pageOf('Order Customer Contacts'),
  'Order Customer Locations': pageOf('Order Customer Locations'),
  'Order Customer Notes': pageOf('Order Customer Notes'),
  'Order Customer Attachments': pageOf('Order Customer Attachments'),
  'Order Customer Orders': pageOf('Order Customer Orders'),
  'Order Customer Loads': pageOf('Order Customer Loads'),
};
