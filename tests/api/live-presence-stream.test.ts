import { afterEach, describe, expect, it } from 'vitest';
import type { LivePresence } from '#contract/live-presence';
import { livePaths } from '#contract/paths';
import { Permission as P } from '#contract/permissions';
import { createApp } from '#server/app';
import { openDatabase } from '#server/db/connect';
import { stopLiveHub } from '#server/live/live-hub';
import { useBeforeAll, useTestAppWithUrl } from '#fixtures/file-app';
import { openLiveStream, readyHead, type LiveStream } from './live-events-helpers';
import { twoDispatchersOnALoad } from './presence-helpers';

const { t, databaseUrl } = useTestAppWithUrl();
const d = useBeforeAll(() =>
  twoDispatchersOnALoad(t, 'PO-PRESENCE-LIVE', [P.PortalAccess, P.OrderView, P.LoadView]),
);

const opened: LiveStream[] = [];
const open = async (
  token: string,
  fetcher = (path: string, init: RequestInit) => t.app.request(path, init),
) => {
  const stream = await openLiveStream(fetcher, token);
  opened.push(stream);
  await readyHead(stream);
  return stream;
};
afterEach(async () => {
  await Promise.all(opened.splice(0).map((s) => s.close()));
});

const here = (token: string, id: number, editing = false) =>
  t.call('PUT', livePaths.presence, { token, body: { type: 'load', id, editing } });
const leave = (token: string, id: number) =>
  t.call('DELETE', `${livePaths.presence}?type=load&id=${id}`, { token });
const presenceFrames = (stream: LiveStream) => stream.frames.filter((f) => f.event === 'presence');
/** Waits for the `count`-th presence frame (1-based), and answers its data and how long it took. */
const nthPresence = async (stream: LiveStream, count: number, ms = 1000) => {
  const started = Date.now();
  await stream.next(() => presenceFrames(stream).length >= count, ms);
  return {
    data: JSON.parse(presenceFrames(stream)[count - 1]!.data!) as unknown,
    took: Date.now() - started,
  };
};
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('presence on the live stream (decision 086)', () => {
  it("tells a viewer's stream within a second of another's arrival, start of editing and leave, naming no one", async () => {
    const dana = await open(d.dana.token);
    await settle();
    const before = presenceFrames(dana).length;
    expect((await here(d.sam.token, d.loadId)).status).toBe(200);
    const arrival = await nthPresence(dana, before + 1);
    expect(arrival.took).toBeLessThan(1000);
    // The record only: the names come from the presence read, filtered for the one who asks.
    expect(arrival.data).toEqual({ record: { type: 'load', id: d.loadId } } satisfies LivePresence);
    expect(JSON.stringify(presenceFrames(dana))).not.toContain('Sam');

    // A renewal that changes nothing is no news.
    await here(d.sam.token, d.loadId);
    await settle();
    expect(presenceFrames(dana)).toHaveLength(before + 1);

    await here(d.sam.token, d.loadId, true);
    expect((await nthPresence(dana, before + 2)).took).toBeLessThan(1000);

    expect((await leave(d.sam.token, d.loadId)).status).toBe(204);
    const gone = await nthPresence(dana, before + 3);
    expect(gone.took).toBeLessThan(1000);
    expect(gone.data).toEqual({ record: { type: 'load', id: d.loadId } });

    // Leaving again (nothing there) is no news either.
    await leave(d.sam.token, d.loadId);
    await settle();
    expect(presenceFrames(dana)).toHaveLength(before + 3);
  });

  it('sends nothing to a caller who may not read the record', async () => {
    const outsider = await open(d.otherCustomer.token);
    const dana = await open(d.dana.token);
    await settle();
    const seen = presenceFrames(dana).length;
    await here(d.sam.token, d.loadId);
    await nthPresence(dana, seen + 1);
    await leave(d.sam.token, d.loadId);
    await nthPresence(dana, seen + 2);
    await settle();
    expect(presenceFrames(outsider)).toEqual([]);
    expect(outsider.frames.some((f) => f.event === 'ready')).toBe(true);
  });

  // Two app servers need one database server: PGlite is one process's alone (decision 068).
  it.skipIf(!process.env.DATABASE_URL)('reaches a stream on another server within a second', async () => {
    const second = await openDatabase({ url: databaseUrl(), poolSize: 2 });
    const serverB = createApp({ ...t.deps, database: second });
    try {
      const dana = await open(d.dana.token, (path, init) => serverB.request(path, init));
      await settle();
      const before = presenceFrames(dana).length;
      await here(d.sam.token, d.loadId);
      expect((await nthPresence(dana, before + 1)).took).toBeLessThan(1000);
      await leave(d.sam.token, d.loadId);
      expect((await nthPresence(dana, before + 2)).took).toBeLessThan(1000);
    } finally {
      await Promise.all(opened.splice(0).map((s) => s.close()));
      await stopLiveHub(second);
      await second.close();
    }
  });
});
