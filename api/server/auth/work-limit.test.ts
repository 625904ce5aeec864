import { describe, expect, it } from 'vitest';
import { HttpError } from '../http/errors';
import { busyMessage, createWorkLimit } from './work-limit';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

describe('work limit', () => {
  it('runs at most `concurrency` at once, queues up to `queue`, refuses the rest with 429 at once', async () => {
    const limit = createWorkLimit({ concurrency: 2, queue: 1 });
    const gates = [deferred(), deferred(), deferred()];
    let active = 0;
    let peak = 0;
    const task = (i: number) => () => {
      active++;
      peak = Math.max(peak, active);
      return gates[i]!.promise.then(() => {
        active--;
        return i;
      });
    };
    const runs = [0, 1, 2].map((i) => limit.run(task(i)));
    expect(limit.load).toEqual({ running: 2, waiting: 1 });

    const refused = await limit.run(task(0)).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 429, code: 'throttled', message: busyMessage });
    expect((refused as HttpError).headers).toEqual({ 'Retry-After': '1' });

    gates.forEach((g) => g.resolve());
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(peak).toBe(2);
    expect(limit.load).toEqual({ running: 0, waiting: 0 });
  });

  it('frees the slot of a task that fails', async () => {
    const limit = createWorkLimit({ concurrency: 1, queue: 0 });
    await expect(limit.run(() => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await limit.run(() => Promise.resolve('next'))).toBe('next');
  });
});
