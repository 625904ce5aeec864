import type { PageProps } from '../../../app/page-props';
import { UsersAdminRecord } from '../layout/users-admin-record';
import { RequestReviewView } from './request-review-view';
import { useRequestReview } from './use-request-review';

/** /users/admin/requests/:id: the request, Approve (with its order customer) and Decline. */
export function RequestDetailsPage({ params }: PageProps) {
  const raw = params.id ?? '';
  const id = /^\d+$/.test(raw) ? Number(raw) : null;
  return (
    <UsersAdminRecord
      id={id ?? undefined}
      noun="request"
      render={(id) => <RequestReview key={id} id={id} />}
    />
  );
}

function RequestReview({ id }: { id: number }) {
  return <RequestReviewView {...useRequestReview(id)} />;
}
