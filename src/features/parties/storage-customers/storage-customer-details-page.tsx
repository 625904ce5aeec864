import { PageHeader } from '#ui/components/page-header/page-header';
import type { PageProps } from '../../../app/page-props';

/** /storage-customers/{id}: a placeholder heading only (spec 2 §2); the storage system holds the details. */
export function StorageCustomerDetailsPage({ params }: PageProps) {
  return <PageHeader title={`Storage Customer #${params.id ?? ''}`} />;
}
