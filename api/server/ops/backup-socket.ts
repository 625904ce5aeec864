import { randomUUID } from 'node:crypto';
import { chmodSync, createReadStream, createWriteStream, mkdirSync, rmSync, type WriteStream } from 'node:fs';
import { rename, rm, stat } from 'node:fs/promises';
import { connect, createServer, type Server, type Socket } from 'node:net';
import { dirname, join, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { Config } from '../config';
import type { Database } from '../db/connect';
import type { Logger } from '../logging/logger';
import type { BackupSummary } from './backup-format';
import { writeBackupFile } from './take-backup';

/**
 * A server on the embedded database owns its data directory (db/pglite-lock.ts), so `npm run backup` asks it
 * to take the backup (decision 072): over a Unix socket inside the data directory, in a folder only the
 * server's own user may enter. Who can reach it could copy the directory anyway; nothing listens on the
 * network and no password is involved.
 */
export const backupSocketPath = (dataDir: string) => join(resolve(dataDir), 'portal-ops', 'backup.sock');

/** Unix socket paths are limited to about 104 bytes (macOS) or 108 (Linux). */
const longestSocketPath = 100;

type Answer = { ok: true; bytes: number; summary: BackupSummary } | { ok: false; error: string };

async function answer(socket: Socket, deps: { database: Database; config: Config; log: Logger }) {
  const { config, log } = deps;
  const path = join(resolve(config.DATA_DIR), `.backup-${randomUUID()}.gz`);
  try {
    const summary = await writeBackupFile(deps.database, config, path);
    const { size } = await stat(path);
    log.info('backup taken for the backup command', { ...summary, migrations: undefined, bytes: size });
    socket.write(`${JSON.stringify({ ok: true, bytes: size, summary } satisfies Answer)}\n`);
    await pipeline(createReadStream(path), socket);
  } catch (error) {
    log.error('backup failed', { error: String(error) });
    if (!socket.destroyed)
      socket.end(`${JSON.stringify({ ok: false, error: String(error) } satisfies Answer)}\n`);
  } finally {
    await rm(path, { force: true });
  }
}

/**
 * Listens for the backup command on the data directory's socket. A socket left by a crashed server is
 * replaced: this process holds the directory's lock, so no other server is using it.
 */
export async function listenForBackups(deps: {
  database: Database;
  config: Config;
  log: Logger;
}): Promise<{ close(): Promise<void> } | null> {
  const path = backupSocketPath(deps.config.PGLITE_DATA_DIR);
  if (path.length > longestSocketPath) {
    deps.log.warn('backups of the running server are off: the data directory path is too long for a socket', {
      path,
    });
    return null;
  }
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  chmodSync(dirname(path), 0o700);
  rmSync(path, { force: true });
  const server: Server = createServer((socket) => {
    socket.once('data', (request) => {
      if (request.toString('utf8').trim() !== 'backup') return void socket.end();
      void answer(socket, deps);
    });
    socket.on('error', () => undefined);
  });
  await new Promise<void>((done, fail) => server.once('error', fail).listen(path, done));
  return {
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        rmSync(path, { force: true });
      }),
  };
}

/**
 * The backup command's side: asks the server on `dataDir` for a backup and writes it to `path` (through
 * `<path>.partial`, renamed when all its bytes arrived). Throws with the server's reason when it failed, or
 * `unreachable` when nothing answers on the socket.
 */
export async function requestBackup(dataDir: string, path: string): Promise<BackupSummary> {
  const socket = connect(backupSocketPath(dataDir));
  await new Promise<void>((done, fail) => socket.once('connect', done).once('error', fail));
  socket.write('backup\n');
  const partial = `${path}.partial`;
  const received = new Promise<Extract<Answer, { ok: true }>>((done, fail) => {
    let head = Buffer.alloc(0);
    let out: WriteStream | null = null;
    let ok: Extract<Answer, { ok: true }> | null = null;
    socket.on('error', fail);
    socket.on('data', (chunk: Buffer) => {
      if (out) {
        if (!out.write(chunk)) {
          socket.pause();
          out.once('drain', () => socket.resume());
        }
        return;
      }
      head = Buffer.concat([head, chunk]);
      const at = head.indexOf(10);
      if (at < 0) return;
      const answered = JSON.parse(head.subarray(0, at).toString('utf8')) as Answer;
      if (!answered.ok) {
        socket.destroy();
        return fail(new Error(`The running server could not take the backup: ${answered.error}`));
      }
      ok = answered;
      out = createWriteStream(partial).on('error', fail);
      out.write(head.subarray(at + 1));
    });
    socket.on('end', () => {
      if (!out || !ok)
        return fail(
          new Error('The running server closed the backup socket without an answer; its log says why.'),
        );
      const reply = ok;
      out.end(() => done(reply));
    });
  });
  try {
    const reply = await received;
    const { size } = await stat(partial);
    if (size !== reply.bytes)
      throw new Error(`The running server's backup arrived cut short (${size} of ${reply.bytes} bytes).`);
    await rename(partial, path);
    return reply.summary;
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}
