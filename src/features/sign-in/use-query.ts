import { useSearch } from 'wouter';

/** The current query string, parsed; pages read it once to build their machine's input. */
export function useQuery(): URLSearchParams {
  return new URLSearchParams(useSearch());
}
