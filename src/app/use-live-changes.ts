import { useEffect, useRef } from 'react';
import type { LiveRecordType } from '#contract/live-events';
import { concerns, type LiveChange } from './live-desk';
import { useRuntime } from './runtime-context';

/**
 * Calls `onChange` for each change another person makes to records of `types` (and on a resync), while
 * the component is shown. The subscription is the only effect; what a change means is the caller's machine's.
 */
export function useLiveChanges(
  types: readonly LiveRecordType[] | undefined,
  onChange: (change: LiveChange) => void,
) {
  const runtime = useRuntime();
  const latest = useRef(onChange);
  latest.current = onChange;
  const key = types?.join(',') ?? '';
  useEffect(() => {
    if (!key) return;
    const wanted = key.split(',') as LiveRecordType[];
    return runtime.live.subscribe((change) => {
      if (concerns(change, wanted)) latest.current(change);
    });
  }, [runtime, key]);
}
