import { Link } from 'wouter';
import { EmptyState } from '#ui/components/empty-state/empty-state';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { PageHeader } from '#ui/components/page-header/page-header';

/** The catch-all page (Error404) of spec 1 §2. */
export function NotFoundPage() {
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState
        title="There is nothing at this address."
        description="The link may be old or mistyped."
        action={
          <Link href="/orders" className={textLinkClass()}>
            Back to Orders
          </Link>
        }
      />
    </>
  );
}
