import { Link } from 'wouter';
import { EmptyState } from '#ui/components/empty-state/empty-state';
import { textLinkClass } from '#ui/components/link-button/link-button';
import { PageHeader } from '#ui/components/page-header/page-header';

export interface ListLink {
  href: string;
  label: string;
}

/** The catch-all page's way back: the app's home list. */
export const homeListLink: ListLink = { href: '/orders', label: 'Back to Orders' };

/**
 * The Not Found page (Error404 of spec 1 §2): a heading, a sentence and a way back to a list. The catch-all
 * route shows it, and so does a record page whose record the server answers 404 for (missing, or not the
 * caller's to see: the same words for both, so they tell nothing apart).
 */
export function NotFoundState({ back = homeListLink }: { back?: ListLink }) {
  return (
    <>
      <PageHeader title="Page not found" />
      <EmptyState
        title="There is nothing at this address."
        description="The link may be old or mistyped."
        action={
          <Link href={back.href} className={textLinkClass()}>
            {back.label}
          </Link>
        }
      />
    </>
  );
}
