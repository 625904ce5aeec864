import { liveByeSchema, liveEventSchema, liveReadySchema, liveResyncSchema } from '#contract/live-events';
import { livePresenceSchema } from '#contract/live-presence';
import { livePaths } from '#contract/paths';
import type { LiveUpdatesEvent, StreamInput } from '#machines/live-updates/live-updates.machine';

/** One Server-Sent Events frame: its `event:` name (default 'message'), `id:` and joined `data:` lines. */
export interface SseFrame {
  event: string;
  id: string | null;
  data: string;
}

/** A comment line (`: heartbeat`) stands for itself: the connection is alive. */
export type SseItem = SseFrame | { comment: string };

/**
 * Reads a text/event-stream as it arrives, by the WHATWG rules that matter here: lines end in LF, CR or
 * CRLF; a blank line ends a frame; `field: value` (one space after the colon dropped); several `data`
 * lines join with LF; a line starting with ':' is a comment. A chunk may end anywhere, mid-line included.
 */
export function createSseParser() {
  let buffer = '';
  let frame: { event: string; id: string | null; data: string[] } = { event: '', id: null, data: [] };
  return (chunk: string): SseItem[] => {
    buffer += chunk;
    const items: SseItem[] = [];
    for (;;) {
      const end = /\r\n|\r|\n/.exec(buffer);
      // A lone CR at the very end may be the first half of a CRLF: wait for the next chunk.
      if (!end || (end[0] === '\r' && end.index === buffer.length - 1)) break;
      const line = buffer.slice(0, end.index);
      buffer = buffer.slice(end.index + end[0].length);
      if (line === '') {
        if (frame.data.length > 0 || frame.event !== '')
          items.push({ event: frame.event || 'message', id: frame.id, data: frame.data.join('\n') });
        frame = { event: '', id: null, data: [] };
        continue;
      }
      if (line.startsWith(':')) {
        items.push({ comment: line.slice(1).trim() });
        continue;
      }
      const colon = line.indexOf(':');
      const field = colon < 0 ? line : line.slice(0, colon);
      const value = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') frame.event = value;
      else if (field === 'data') frame.data.push(value);
      else if (field === 'id' && !value.includes('\0')) frame.id = value;
    }
    return items;
  };
}

/** What a frame of the portal's live stream tells the liveUpdates machine (api/contract/live-events.ts). */
export function liveEventOf(item: SseItem): LiveUpdatesEvent | null {
  if ('comment' in item) return { type: 'stream.heartbeat' };
  const json = (): unknown => JSON.parse(item.data);
  switch (item.event) {
    case 'ready':
      liveReadySchema.parse(json());
      return { type: 'stream.opened' };
    case 'change': {
      const event = liveEventSchema.parse(json());
      return { type: 'stream.message', message: { id: String(event.id), kind: event.kind, data: event } };
    }
    case 'presence':
      return { type: 'stream.presence', record: livePresenceSchema.parse(json()).record };
    case 'resync':
      return { type: 'stream.resync', id: String(liveResyncSchema.parse(json()).head) };
    case 'bye': {
      const { reason } = liveByeSchema.parse(json());
      return reason === 'signedOut' ? { type: 'stream.failed', status: 401 } : { type: 'stream.closed' };
    }
    default:
      return null;
  }
}

export interface LiveStreamOptions {
  getToken: () => string | null;
  baseUrl?: string;
  fetch?: typeof fetch;
}

/**
 * Opens `GET /api/live/events` with the session's bearer token (EventSource cannot send it) and reports
 * what happens as the machine's `stream.*` events. Returns the cleanup that closes it.
 */
export function openLiveStream(
  options: LiveStreamOptions,
  input: StreamInput,
  sendBack: (event: LiveUpdatesEvent) => void,
): () => void {
  const controller = new AbortController();
  const fetchImpl = options.fetch ?? ((url, init) => fetch(url, init));
  const headers = new Headers({ Accept: 'text/event-stream' });
  const token = options.getToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (input.lastEventId) headers.set('Last-Event-ID', input.lastEventId);
  const url = `${(options.baseUrl ?? '').replace(/\/+$/, '')}${livePaths.events}`;

  const read = async () => {
    const response = await fetchImpl(url, { headers, signal: controller.signal, credentials: 'include' });
    if (!response.ok || !response.body) {
      sendBack({ type: 'stream.failed', status: response.status });
      return;
    }
    const parse = createSseParser();
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      for (const item of parse(value)) {
        const event = liveEventOf(item);
        if (event) sendBack(event);
        if (event?.type === 'stream.failed' || event?.type === 'stream.closed') return;
      }
    }
    sendBack({ type: 'stream.closed' });
  };
  read().catch((error: unknown) => {
    if (controller.signal.aborted) return;
    sendBack({ type: 'stream.failed', status: null, message: String(error) });
  });
  return () => controller.abort();
}
