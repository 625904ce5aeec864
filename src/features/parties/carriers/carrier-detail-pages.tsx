import { Permission } from '#contract/permissions';
import { hasPermission } from '#machines/session/auth-store';
import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import { StatusChip } from '#ui/components/status-chip/status-chip';
import { useRuntime } from '../../../app/runtime-context';
import { useResource } from '../../../app/use-resource';
import { DetailPageFrame } from '../../../app/detail-page-frame';
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
    <DetailPageFrame
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
      tabs={carrierTabs}
      active={tab}
      ids={{ id }}
      presence={{ type: 'carrier', id }}
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
    </DetailPageFrame>
  );
}

/** One page per tab, for carriers.routes.ts. */
export const carrierDetailPages = pagesPerTab(carrierTabs, CarrierPage, 'CarrierPage');
