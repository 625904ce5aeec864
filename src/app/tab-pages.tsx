import type { ComponentType } from 'react';
import type { PageComponent, PageProps } from './page-props';
import type { TabSet } from './tab-set';

/**
 * One page per tab of a record, for the area's routes file: each shows the record's page with its tab,
 * so the route view (which knows only route names) needs no tab prop.
 */
export function pagesPerTab<N extends string>(
  set: TabSet<N>,
  Page: ComponentType<PageProps & { tab: N }>,
  displayName: string,
): Record<N, PageComponent> {
  const pages = {} as Record<N, PageComponent>;
  for (const { name } of set.tabs) {
    const TabPage = ({ params }: PageProps) => <Page tab={name} params={params} />;
    TabPage.displayName = `${displayName}(${name})`;
    pages[name] = TabPage;
  }
  return pages;
}
