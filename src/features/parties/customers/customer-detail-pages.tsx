import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { StatusChip } from '#ui/components/status-chip/status-chip';
import { DetailPageFrame } from '../../../app/detail-page-frame';
import type { PageProps } from '../../../app/page-props';
import { pagesPerTab } from '../../../app/tab-pages';
import { AttachmentsPanel } from '../../../shared/records/attachments/attachments-panel';
import { ContactsPanel } from '../../../shared/records/contacts/contacts-panel';
import { NotesPanel } from '../../../shared/records/notes/notes-panel';
import { RelatedListTab } from '../shared/related-list-tab';
import { relatedLoadsList, relatedOrdersList } from '../shared/related-lists';
import { CustomerDetailsTab } from './customer-details-tab';
import { CustomerLocationsTab } from './customer-locations-tab';
import { customerTabs, type CustomerPageName } from './customer.tabs';
import { useCustomerPage } from './use-customer-page';

/** /order-customers/{id} and its tabs (spec 2 §2). */
function CustomerPage({ tab, params }: PageProps & { tab: CustomerPageName }) {
  const page = useCustomerPage(Number(params.id));
  const { orderCustomerId: id, permissions: P, may } = page;
  return (
    <DetailPageFrame
      title={page.title}
      subtitle={page.status && <StatusChip tone={page.status.tone} label={page.status.label} />}
      back={page.back}
      notFound={page.headerNotFound}
      tabs={customerTabs}
      active={tab}
      ids={{ id }}
      presence={{ type: 'customer', id }}
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
    </DetailPageFrame>
  );
}

/** One page per tab, for order-customers.routes.ts. */
export const customerDetailPages = pagesPerTab(customerTabs, CustomerPage, 'CustomerPage');
