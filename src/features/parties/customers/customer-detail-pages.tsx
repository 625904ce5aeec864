import { StatusChip } from '#ui/components/status-chip/status-chip';
import type { PageProps } from '../../../app/page-props';
import { pagesPerTab } from '../../../app/tab-pages';
import { AttachmentsPanel } from '../../../shared/records/attachments/attachments-panel';
import { ContactsPanel } from '../../../shared/records/contacts/contacts-panel';
import { NotesPanel } from '../../../shared/records/notes/notes-panel';
import { PartyPageFrame } from '../shared/party-page-frame';
import { RelatedLoadsTab, RelatedOrdersTab } from '../shared/related-list-tab';
import { CustomerDetailsTab } from './customer-details-tab';
import { CustomerLocationsTab } from './customer-locations-tab';
import { customerTabs, type CustomerPageName } from './customer.tabs';
import { useCustomerPage } from './use-customer-page';

/** /order-customers/{id} and its tabs (spec 2 §2). */
function CustomerPage({ tab, params }: PageProps & { tab: CustomerPageName }) {
  const page = useCustomerPage(Number(params.id));
  const { orderCustomerId: id, permissions: P, may } = page;
  return (
    <PartyPageFrame
      kind="customer"
      id={id}
      title={page.title}
      subtitle={page.status && <StatusChip tone={page.status.tone} label={page.status.label} />}
      back={page.back}
      notFound={page.headerNotFound}
      error={page.headerError}
      tabs={customerTabs}
      active={tab}
    >
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
      {tab === 'Order Customer Orders' && <RelatedOrdersTab owner="customer" id={id} />}
      {tab === 'Order Customer Loads' && <RelatedLoadsTab owner="customer" id={id} />}
    </PartyPageFrame>
  );
}

/** One page per tab, for order-customers.routes.ts. */
export const customerDetailPages = pagesPerTab(customerTabs, CustomerPage, 'CustomerPage');
