import { useState } from 'react';
import { useRuntime } from '../../../app/runtime-context';
import type { ListDefinition } from '../../../shared/lists/list-definition';
import { ListView } from '../../../shared/lists/list-view';
import { useListController } from '../../../shared/lists/use-list-controller';
import { relatedLoadsList, relatedOrdersList, type RelatedOwner } from './related-lists';

/**
 * A record page's list tab on the list engine (useListController): search, sort, paging, column settings
 * and export of the rows related to the record; a double click or Enter opens a row's page.
 */
export function RelatedListTab<T>({
  build,
  pathOf,
}: {
  build: () => ListDefinition<T>;
  pathOf: (row: T) => string;
}) {
  const runtime = useRuntime();
  const [definition] = useState(build);
  const list = useListController(definition);
  return <ListView {...list} headingLevel={2} onOpen={(row) => runtime.navigate(pathOf(row))} />;
}

/** The Orders tab of a customer or a location: a row opens its order. */
export function RelatedOrdersTab({ owner, id }: { owner: RelatedOwner; id: number }) {
  return <RelatedListTab build={() => relatedOrdersList(owner, id)} pathOf={(o) => `/orders/${o.orderId}`} />;
}

/** The Loads tab of a customer or a location: a row opens its load. */
export function RelatedLoadsTab({ owner, id }: { owner: RelatedOwner; id: number }) {
  return <RelatedListTab build={() => relatedLoadsList(owner, id)} pathOf={(l) => `/loads/${l.loadId}`} />;
}
