import { useActorRef, useSelector } from '@xstate/react';
import {
  optionSearchMachine,
  type OptionPage,
  type OptionPageRequest,
} from '#machines/option-search/option-search.machine';
import * as search from '#machines/option-search/option-search.selectors';
import { fromCall } from './from-call';
import { useRuntime } from './runtime-context';

/**
 * The option-search machine (paged, debounced) bound to a call, as the props a ComboboxField takes;
 * `fetch` is read once, when the actor starts.
 */
export function useOptionSearch(
  fetch: (request: OptionPageRequest, signal: AbortSignal) => Promise<OptionPage>,
) {
  const runtime = useRuntime();
  const actor = useActorRef(
    optionSearchMachine.provide({
      actors: {
        fetchOptions: fromCall<OptionPage, OptionPageRequest>(({ input, signal }) => fetch(input, signal)),
      },
    }),
    { input: {}, inspect: runtime.inspect },
  );
  return {
    options: useSelector(actor, search.selectOptions),
    loading: useSelector(actor, search.selectIsSearching),
    hasMore: useSelector(actor, search.selectCanLoadMore),
    searchError: useSelector(actor, search.selectSearchError),
    onSearch: (text: string) => actor.send({ type: 'search.changed', text }),
    onOpen: () => actor.send({ type: 'search.opened' }),
    onLoadMore: () => actor.send({ type: 'search.more' }),
  };
}
