import { useState } from 'react';
import { useRuntime } from '../../../app/runtime-context';
import type { ListDefinition } from '../../../shared/lists/list-definition';
import { ListView } from '../../../shared/lists/list-view';
import { useListController } from '../../../shared/lists/use-list-controller';

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
