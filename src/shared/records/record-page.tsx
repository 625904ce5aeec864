import type { ReactNode } from 'react';
import { PageHeader } from '#ui/components/page-header/page-header';
import { Stack } from '#ui/components/stack/stack';
import { RouteTabs, type RouteTab } from '../../routing/route-tabs';

export interface RecordPageProps {
  /** 'Order #41', 'Load #7'. */
  title: string;
  /** Names the tab bar, e.g. 'Order sections'. */
  tabsLabel: string;
  tabs: readonly RouteTab[];
  /** The route name of the tab shown. */
  active: string;
  children: ReactNode;
}

/** The frame of an order's or a load's page: its header and a tab bar of routes over the tab shown. */
export function RecordPage({ title, tabsLabel, tabs, active, children }: RecordPageProps) {
  return (
    <Stack gap="lg">
      <PageHeader title={title} />
      <RouteTabs label={tabsLabel} items={tabs} active={active} />
      {/* The panels name their own sections. */}
      <div>{children}</div>
    </Stack>
  );
}

/** A tab whose screen a later issue builds: one honest line instead of a fake form. */
export function ComingNext({ children }: { children: ReactNode }) {
  return <p>{children}</p>;
}
