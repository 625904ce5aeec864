import type { Database } from '../db/connect';
import { scopesOf, type EventScope } from './event-scope';
import { outboxHead, pruneOutbox, readOutbox, type StoredEvent } from './outbox-read';
import { liveChannel } from './outbox-write';
import { presenceChannel, presenceRecordOf, type PresenceRecord } from './presence-store';

/** One open stream as the hub sees it: handed each batch at once, it never makes the hub wait. */
export interface Subscriber {
  push(events: readonly StoredEvent[]): void;
  /**
   * Who is on this record changed (presence-store.ts); `scope` is its read scope, for the viewer's rules.
   * Streams hear it; a subscriber of the outbox alone (the webhook dispatcher) leaves it out.
   */
  presence?(record: PresenceRecord, scope: EventScope): void;
  /** The server is stopping. */
  close(): void;
}

const batch = 500;
/** While a gap waits for the transactions that may still fill it. */
const gapRetryMs = 25;
/** A read now and then even without a notification: a dropped listening connection loses nothing. */
const safetyPollMs = 2_000;
const pruneEveryMs = 3_600_000;

/**
 * One per server and database (decision 077): one listening connection, one reader of the outbox from the
 * last id it passed on, and the streams it hands each batch to. It runs while a stream is open.
 */
export class LiveHub {
  private subscribers = new Set<Subscriber>();
  private cursor = 0;
  /** A gap seen below `upTo` while `running` were in flight: final once none of them is. */
  private gap: { upTo: number; running: Set<string> } | null = null;
  private started: Promise<void> | null = null;
  private unlisten: (() => Promise<void>) | null = null;
  private unlistenPresence: (() => Promise<void>) | null = null;
  private reading: Promise<void> | null = null;
  private again = false;
  private timers: ReturnType<typeof setTimeout>[] = [];
  private stopped = false;

  constructor(
    private readonly database: Database,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** Adds a stream; answers the id up to which the outbox was passed on (the stream's backlog ends there). */
  async subscribe(subscriber: Subscriber): Promise<number> {
    // Added before the start is awaited, so a stream still opening keeps the hub from stopping; a batch it
    // is handed meanwhile may repeat the backlog, which the stream skips by id.
    this.subscribers.add(subscriber);
    this.started ??= this.start().catch((error: unknown) => {
      this.stopped = true;
      throw error;
    });
    await this.started;
    return this.cursor;
  }

  /** Removes a stream; the last one out stops the hub, closing its listening connection. */
  unsubscribe(subscriber: Subscriber): void {
    this.subscribers.delete(subscriber);
    if (this.subscribers.size || this.stopped) return;
    if (hubs.get(this.database) === this) hubs.delete(this.database);
    void this.stop().catch(this.onError);
  }

  get size(): number {
    return this.subscribers.size;
  }

  get isStopped(): boolean {
    return this.stopped;
  }

  private async start(): Promise<void> {
    // Ids below the head may belong to transactions still running: start past the head only once they end.
    const first = await outboxHead(this.database);
    let running = first.running;
    while (running.length) {
      await delay(gapRetryMs);
      const now = new Set((await outboxHead(this.database)).running);
      running = running.filter((xid) => now.has(xid));
    }
    this.cursor = first.head;
    await this.listen();
    await this.listenPresence();
    this.every(safetyPollMs, () => this.wake());
    this.every(pruneEveryMs, () => pruneOutbox(this.database, new Date()));
    void pruneOutbox(this.database, new Date()).catch(this.onError);
    this.wake();
  }

  private async listen(): Promise<void> {
    this.unlisten = await this.database.listen(
      liveChannel,
      () => this.wake(),
      (error) => {
        this.onError(error);
        // Listen again on a fresh connection; the safety poll covers the time between.
        if (!this.stopped) setTimeout(() => void this.listen().catch(this.onError), 1000).unref();
      },
    );
  }

  /** Presence news holds nothing to catch up on: a notification lost while listening again costs one beat. */
  private async listenPresence(): Promise<void> {
    this.unlistenPresence = await this.database.listen(
      presenceChannel,
      (payload) => void this.tellPresence(payload).catch(this.onError),
      (error) => {
        this.onError(error);
        if (!this.stopped) setTimeout(() => void this.listenPresence().catch(this.onError), 1000).unref();
      },
    );
  }

  /** Reads the record's scope once, and hands it to every stream; each applies its viewer's read rules. */
  private async tellPresence(payload: string): Promise<void> {
    const record = presenceRecordOf(payload);
    if (!record || this.stopped) return;
    const scope = (await scopesOf(this.database.db, [record])).get(`${record.type}:${record.id}`);
    if (!scope) return;
    for (const subscriber of this.subscribers) subscriber.presence?.(record, scope);
  }

  private every(ms: number, task: () => unknown): void {
    const timer = setInterval(() => void Promise.resolve(task()).catch(this.onError), ms);
    timer.unref();
    this.timers.push(timer);
  }

  /** Reads the outbox now, or once more right after the read under way. */
  wake(): void {
    if (this.stopped) return;
    if (this.reading) {
      this.again = true;
      return;
    }
    this.reading = this.read()
      .catch(this.onError)
      .finally(() => {
        this.reading = null;
        if (this.again) {
          this.again = false;
          this.wake();
        }
      });
  }

  private async read(): Promise<void> {
    const { events, running } = await readOutbox(this.database, this.cursor, { limit: batch });
    const passed: StoredEvent[] = [];
    let expected = this.cursor + 1;
    let held = false;
    for (const event of events) {
      if (event.id !== expected && !this.gapIsFinal(event.id, running)) {
        held = true;
        break;
      }
      passed.push(event);
      expected = event.id + 1;
    }
    if (held) {
      if (!this.gap || this.gap.upTo < expected)
        this.gap = { upTo: events.at(-1)!.id, running: new Set(running) };
      setTimeout(() => this.wake(), gapRetryMs).unref();
    } else this.gap = null;
    if (passed.length) {
      this.cursor = passed.at(-1)!.id;
      for (const subscriber of this.subscribers) subscriber.push(passed);
    }
    if (events.length === batch && !held) this.again = true;
  }

  /**
   * A missing id before `nextId` is final (rolled back, or never to come) when no transaction is running at
   * all, or when every transaction that was running when the gap was first seen below it has ended.
   */
  private gapIsFinal(nextId: number, running: readonly string[]): boolean {
    if (!running.length) return true;
    if (!this.gap || nextId > this.gap.upTo) return false;
    return ![...this.gap.running].some((xid) => running.includes(xid));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.timers) clearInterval(timer);
    for (const subscriber of this.subscribers) subscriber.close();
    this.subscribers.clear();
    await this.reading;
    await this.unlisten?.();
    await this.unlistenPresence?.();
  }
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const hubs = new WeakMap<Database, LiveHub>();

/** The hub of this server's database, made on first use. */
export function liveHubOf(database: Database, onError: (error: unknown) => void): LiveHub {
  let hub = hubs.get(database);
  if (!hub || hub.isStopped) {
    hub = new LiveHub(database, onError);
    hubs.set(database, hub);
  }
  return hub;
}

/** Stops this database's hub (shutdown, tests): its streams end and its listening connection closes. */
export async function stopLiveHub(database: Database): Promise<void> {
  await hubs.get(database)?.stop();
  hubs.delete(database);
}
