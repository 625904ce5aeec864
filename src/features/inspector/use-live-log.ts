import { useEffect, useState, useSyncExternalStore } from 'react';
import { createLiveLog, type LiveLog, type LiveLogState } from '#machines/inspection/live-log';

/**
 * Listens on the inspector's BroadcastChannel for as long as the component lives, so actors of this tab
 * and of other tabs of the same origin are logged.
 */
export function useLiveLog(channelName: string): { log: LiveLog; state: LiveLogState } {
  const [log] = useState(createLiveLog);
  useEffect(() => {
    if (typeof BroadcastChannel !== 'function') return;
    const channel = new BroadcastChannel(channelName);
    channel.onmessage = (event: MessageEvent) => log.add(event.data);
    return () => channel.close();
  }, [channelName, log]);
  const state = useSyncExternalStore(log.subscribe, log.state);
  return { log, state };
}
