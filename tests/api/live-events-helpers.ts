import { expect } from 'vitest';
import type { LiveEvent } from '#contract/live-events';
import { livePaths } from '#contract/paths';

/** One SSE frame as the stream sent it; a comment (`: heartbeat`) has `comment` only. */
export interface Frame {
  event?: string;
  id?: string;
  data?: string;
  comment?: string;
}

export interface LiveStream {
  status: number;
  frames: Frame[];
  /** The raw text received so far. */
  text: () => string;
  /** The `change` events so far, parsed. */
  changes: () => LiveEvent[];
  /** Waits (at most `ms`) for a frame matching `match`, and answers it. */
  next: (match: (frame: Frame) => boolean, ms?: number) => Promise<Frame>;
  /** Waits for the stream to end (the server closed it). */
  ended: (ms?: number) => Promise<void>;
  close: () => Promise<void>;
}

function parse(block: string): Frame {
  const frame: Frame = {};
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) frame.comment = line.slice(1).trim();
    const at = line.indexOf(': ');
    if (at < 0) continue;
    const key = line.slice(0, at);
    const value = line.slice(at + 2);
    if (key === 'event' || key === 'id') frame[key] = value;
    if (key === 'data') frame.data = frame.data === undefined ? value : `${frame.data}\n${value}`;
  }
  return frame;
}

/** Opens the stream through `fetcher` (app.request or a real fetch) and reads it as frames in the background. */
export async function openLiveStream(
  fetcher: (path: string, init: RequestInit) => Promise<Response> | Response,
  token: string,
  options: { lastEventId?: string; query?: string } = {},
): Promise<LiveStream> {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  if (options.lastEventId !== undefined) headers['last-event-id'] = options.lastEventId;
  const controller = new AbortController();
  const res = await fetcher(`${livePaths.events}${options.query ?? ''}`, {
    headers,
    signal: controller.signal,
  });
  const frames: Frame[] = [];
  let raw = '';
  let done = false;
  const waiters = new Set<() => void>();
  const reader = res.body?.getReader();
  const pump = (async () => {
    if (!reader || res.status !== 200) return;
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: end } = await reader.read();
        if (end) break;
        const chunk = decoder.decode(value, { stream: true });
        raw += chunk;
        buffer += chunk;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          frames.push(parse(buffer.slice(0, cut)));
          buffer = buffer.slice(cut + 2);
        }
        for (const wake of waiters) wake();
      }
    } catch {
      // Closed by the test.
    } finally {
      done = true;
      for (const wake of waiters) wake();
    }
  })();
  const waitFor = <T>(check: () => T | undefined, ms: number, what: string) =>
    new Promise<T>((resolve, reject) => {
      const tryNow = () => {
        const found = check();
        if (found !== undefined) {
          cleanup();
          resolve(found);
        }
      };
      const timer = setTimeout(() => {
        cleanup();
        reject(new Error(`${what} not within ${ms} ms; received:\n${raw}`));
      }, ms);
      const cleanup = () => {
        clearTimeout(timer);
        waiters.delete(tryNow);
      };
      waiters.add(tryNow);
      tryNow();
    });
  return {
    status: res.status,
    frames,
    text: () => raw,
    changes: () => frames.filter((f) => f.event === 'change').map((f) => JSON.parse(f.data!) as LiveEvent),
    next: (match, ms = 2000) => waitFor(() => frames.find(match), ms, 'a matching frame'),
    ended: (ms = 3000) =>
      waitFor(() => (done ? true : undefined), ms, 'the end of the stream').then(() => undefined),
    close: async () => {
      controller.abort();
      await reader?.cancel().catch(() => undefined);
      await pump;
    },
  };
}

/** The first change of `kind` on the record, within `ms`. */
export async function changeOf(
  stream: LiveStream,
  kind: string,
  recordId: number,
  ms = 1000,
): Promise<LiveEvent> {
  const frame = await stream.next((f) => {
    if (f.event !== 'change') return false;
    const event = JSON.parse(f.data!) as LiveEvent;
    return event.kind === kind && event.record.id === recordId;
  }, ms);
  return JSON.parse(frame.data!) as LiveEvent;
}

export const readyHead = async (stream: LiveStream): Promise<number> => {
  expect(stream.status).toBe(200);
  const ready = await stream.next((f) => f.event === 'ready');
  return (JSON.parse(ready.data!) as { head: number }).head;
};
