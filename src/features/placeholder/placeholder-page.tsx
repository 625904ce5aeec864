import { EmptyState } from '#ui/components/empty-state/empty-state';
import { PageHeader } from '#ui/components/page-header/page-header';

/** Stands in for a business screen that is not built yet, under its route name. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} />
      <EmptyState title="Coming soon" description="This screen is coming soon." />
    </>
  );
}
