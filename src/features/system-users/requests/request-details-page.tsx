import { AlertBanner } from '#ui/components/alert-banner/alert-banner';
import type { PageProps } from '../../../app/page-props';
import { UsersAdminLayout } from '../layout/users-admin-layout';
import { RequestReviewView } from './request-review-view';
import { useRequestReview } from './use-request-review';

/** /users/admin/requests/:id: the request, Approve (with its order customer) and Decline. */
export function RequestDetailsPage({ params }: PageProps) {
  const raw = params.id ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : null;
  return (
    <UsersAdminLayout>
      {id === null ? (
        <AlertBanner type="error" open>
          This request does not exist.
        </AlertBanner>
      ) : (
        <RequestReview key={id} id={id} />
      )}
    </UsersAdminLayout>
  );
}

function RequestReview({ id }: { id: number }) {
  return <RequestReviewView {...useRequestReview(id)} />;
}
