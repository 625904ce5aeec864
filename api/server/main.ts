import { mkdirSync } from 'node:fs';
import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/connect';
import { lockDataDirectory, type DataDirectoryLock } from './db/pglite-lock';
import { sweepOrphanFiles } from './files/sweep-orphans';
import { stopLiveHub } from './live/live-hub';
import { createLogger } from './logging/logger';
import { createMailer } from './mail/create-mailer';
import { listenForBackups } from './ops/backup-socket';
import { createReportScheduler } from './reports/report-scheduler';
import { createWebhookDispatcher } from './events-out/webhook-dispatcher';
import { gracefulShutdown } from './shutdown';
import { prepareDatabase } from './startup';

/** How long an idle kept-alive connection stays open (behind load balancers, 60 s is their usual idle limit). */
const keepAliveMs = 65_000;

/** Starts the portal: database (PGlite under data/ or DATABASE_URL), migrations, demo data, HTTP. */
async function main() {
  const config = loadConfig();
  const log = createLogger(config.LOG_LEVEL);
  let lock: DataDirectoryLock | null = null;
  if (!config.DATABASE_URL) {
    mkdirSync(config.PGLITE_DATA_DIR, { recursive: true });
    // PGlite has no lock of its own: a second process on the same directory would corrupt it.
    lock = lockDataDirectory(config.PGLITE_DATA_DIR);
  }
  const database = await openDatabase(
    config.DATABASE_URL
      ? {
          url: config.DATABASE_URL,
          onPoolError: (e) => log.warn('database connection dropped', { error: String(e) }),
        }
      : { dataDir: config.PGLITE_DATA_DIR },
  );
  const banner = await prepareDatabase(database, config, log);
  await sweepOrphanFiles(database, config, log);
  // The embedded database is this process's alone: `npm run backup` asks it for a backup (decision 072).
  const backups = lock ? await listenForBackups({ database, config, log }) : null;

  const mailer = createMailer({ database, log, smtpUrl: config.SMTP_URL, from: config.MAIL_FROM });
  const app = createApp({ database, config, log, mailer, now: () => new Date() });
  const scheduler = createReportScheduler({
    database,
    mailer,
    log,
    now: () => new Date(),
    timeZone: config.BUSINESS_TIME_ZONE,
    sendHour: config.REPORT_SEND_HOUR,
  });
  if (config.REPORT_SCHEDULER === 'on') scheduler.start();
  // Webhooks and notices go out from the outbox in the background, away from every save (decisions 083, 088).
  const webhooks = createWebhookDispatcher({ database, config, log, mailer });
  if (config.WEBHOOK_DISPATCHER === 'on')
    await webhooks
      .start()
      .catch((error: unknown) => log.error('webhook dispatcher', { error: String(error) }));
  const server = serve({ fetch: app.fetch, port: config.PORT, hostname: config.HOST }, (info) => {
    const url = `http://localhost:${info.port}`;
    console.log(
      `\n  Portal ready at ${url}  (${database.engine}${config.DATABASE_URL ? '' : ` in ${config.PGLITE_DATA_DIR}`})`,
    );
    if (banner) console.log(banner);
  });

  // Node closes an idle kept-alive socket after 5 s; a client that reuses it at that moment (a browser, a
  // proxy's pool, Playwright's request context) gets a reset instead of an answer. Idle sockets stay longer
  // than clients keep theirs, so the client closes first; shutdown closes the idle ones at once.
  (server as Server).keepAliveTimeout = keepAliveMs;
  (server as Server).headersTimeout = keepAliveMs + 1000;

  const shutdown = gracefulShutdown({
    // serve() without options makes a node:http server.
    server: server as Server,
    log,
    steps: [
      () => scheduler.stop(),
      () => webhooks.stop(),
      () => backups?.close(),
      () => database.close(),
      () => lock?.release(),
    ],
  });
  // Open live streams first say goodbye and end (decision 077), so they do not hold the server to its grace.
  const stop = (signal: string) =>
    stopLiveHub(database)
      .catch(() => undefined)
      .then(() => shutdown(signal))
      .then(
        () => process.exit(0),
        (error: unknown) => {
          console.error('Shutdown failed:', error instanceof Error ? error.message : error);
          process.exit(1);
        },
      );
  process.on('SIGINT', () => void stop('SIGINT'));
  process.on('SIGTERM', () => void stop('SIGTERM'));
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
