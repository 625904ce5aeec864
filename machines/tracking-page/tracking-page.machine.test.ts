import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { OrderStatus } from '#contract/order-status';
import type { PublicTracking } from '#contract/tracking';
import { trackingPageMachine, trackingPollMs, trackingRetryMs } from './tracking-page.machine';
import { selectTrackingView } from './tracking-page.selectors';

const page = (statusText: string): PublicTracking => ({
  orderId: 7,
  status: OrderStatus.InTransit,
  statusText,
  statusMeaning: 'en route',
  legs: [],
  lastUpdate: '2026-02-01T17:00:00.000Z',
  expiresAt: '2026-03-01T17:00:00.000Z',
});
const failure = (status: number, message: string) => Object.assign(new Error(message), { status });

/** Runs the machine with reads answered in turn from `answers`. */
function start(answers: (PublicTracking | Error)[]) {
  const clock = new SimulatedClock();
  let reads = 0;
  const read = fromPromise<PublicTracking>(async () => {
    const answer = answers[Math.min(reads++, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return answer;
  });
  const actor = createActor(trackingPageMachine.provide({ actors: { read } }), { clock }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, clock, settle, reads: () => reads, view: () => selectTrackingView(actor.getSnapshot()) };
}

describe('trackingPageMachine', () => {
  it('shows the order, then reads it again every few seconds', async () => {
    const run = start([page('In Transit'), page('Delivered')]);
    expect(run.view().firstRead).toBe(true);
    await run.settle();
    expect(run.view().page?.statusText).toBe('In Transit');
    run.clock.increment(trackingPollMs);
    expect(run.actor.getSnapshot().value).toBe('reading');
    expect(run.view().page?.statusText).toBe('In Transit');
    await run.settle();
    expect(run.view().page?.statusText).toBe('Delivered');
    expect(run.reads()).toBe(2);
  });

  it('ends on a revoked, expired or unknown link with the server’s sentence', async () => {
    const run = start([page('In Transit'), failure(410, 'This tracking link has expired.')]);
    await run.settle();
    run.actor.send({ type: 'tracking.refresh' });
    await run.settle();
    expect(run.view()).toMatchObject({ closed: true, error: 'This tracking link has expired.' });
    run.clock.increment(trackingRetryMs * 2);
    expect(run.reads()).toBe(2);
  });

  it('keeps what it showed through a passing failure and tries again later', async () => {
    const run = start([page('In Transit'), failure(429, 'Too many requests'), page('Delivered')]);
    await run.settle();
    run.clock.increment(trackingPollMs);
    await run.settle();
    expect(run.actor.getSnapshot().value).toBe('failed');
    expect(run.view()).toMatchObject({ closed: false, error: 'Too many requests' });
    expect(run.view().page?.statusText).toBe('In Transit');
    run.clock.increment(trackingRetryMs);
    await run.settle();
    expect(run.view()).toMatchObject({ error: null, page: { statusText: 'Delivered' } });
  });
});
