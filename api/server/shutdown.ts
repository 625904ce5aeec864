import type { Server } from 'node:http';
import type { Logger } from './logging/logger';

/**
 * SIGTERM and SIGINT: stop taking connections, let the requests in flight finish (an upload, a save), then
 * run the steps in order (stop the report scheduler, close the database, release the data directory) and
 * resolve. Requests still running after `graceMs` are cut so a stuck client cannot hold the process.
 * A second signal while stopping waits for the same shutdown.
 */
export function gracefulShutdown(options: {
  server: Pick<Server, 'close' | 'closeIdleConnections' | 'closeAllConnections'>;
  steps: ReadonlyArray<() => unknown>;
  log: Logger;
  graceMs?: number;
}): (signal: string) => Promise<void> {
  const { server, steps, log, graceMs = 10_000 } = options;
  let stopping: Promise<void> | null = null;
  const run = async (signal: string) => {
    log.info('shutting down: finishing requests in flight', { signal });
    await new Promise<void>((resolve) => {
      const cut = setTimeout(() => {
        log.warn('requests still running at the end of the grace period were cut', { graceMs });
        server.closeAllConnections();
      }, graceMs);
      server.close(() => {
        clearTimeout(cut);
        resolve();
      });
      server.closeIdleConnections();
    });
    for (const step of steps) await step();
    log.info('shut down');
  };
  return (signal) => (stopping ??= run(signal));
}
