import { throttled } from '../http/errors';

export const busyMessage = 'The server is busy signing people in. Please try again in a moment.';

/**
 * At most `concurrency` tasks run at once and at most `queue` wait; past that a task is refused at once
 * with 429 and Retry-After, so a flood of sign-ins neither piles up unbounded work nor makes anyone wait
 * for an answer that will never come in time.
 */
export function createWorkLimit({ concurrency, queue }: { concurrency: number; queue: number }) {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finishing task hands its slot straight to the first waiting one, so `running` stays counted.
  const next = () => {
    const wake = waiting.shift();
    if (wake) wake();
    else running--;
  };
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency) {
        if (waiting.length >= queue) throw throttled(1, busyMessage);
        await new Promise<void>((resolve) => waiting.push(resolve));
      } else {
        running++;
      }
      try {
        return await task();
      } finally {
        next();
      }
    },
    get load() {
      return { running, waiting: waiting.length };
    },
  };
}
