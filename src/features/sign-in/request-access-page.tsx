import type { PageProps } from './page-props';
import { RequestAccessView } from './request-access-view';
import { useRequestAccess } from './use-request-access';

/** /login/request-access (spec 1 §2): a new customer asks for a login; staff review it. */
export function RequestAccessPage(_props: PageProps) {
  return <RequestAccessView {...useRequestAccess()} />;
}
