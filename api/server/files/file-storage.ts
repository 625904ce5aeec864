import { randomUUID } from 'node:crypto';
import { createWriteStream, mkdirSync } from 'node:fs';
import { mkdir, open, readdir, rename, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql, type SQL } from 'drizzle-orm';
import type { Config } from '../config';

/**
 * Uploaded bytes under DATA_DIR/files (docs/decisions/030): `objects/<fileId % 256>/<fileId>` for stored
 * files, `incoming/<uuid>` while an upload streams in. No part of a path ever comes from a client.
 */
export interface FileStorage {
  root: string;
  /** The storage key of a file row (what `files.path` holds). */
  keyOf(fileId: number): string;
  /** keyOf as the database computes it from an id expression, so an insert can name its key itself. */
  keyIn(fileId: SQL): SQL;
  absolute(key: string): string;
  /** A fresh temporary file to stream an upload into. */
  newIncoming(): { path: string; stream: ReturnType<typeof createWriteStream> };
  /** The first bytes of a file, to check its content. */
  head(path: string, bytes?: number): Promise<Uint8Array>;
  /** Moves a finished upload to its key. */
  store(incomingPath: string, key: string): Promise<void>;
  remove(keyOrPath: string): Promise<void>;
}

export function fileStorage(config: Pick<Config, 'DATA_DIR'>): FileStorage {
  const root = join(config.DATA_DIR, 'files');
  const incoming = join(root, 'incoming');
  const absolute = (key: string) => join(root, key);
  return {
    root,
    keyOf: (fileId) => `objects/${(fileId % 256).toString(16).padStart(2, '0')}/${fileId}`,
    keyIn: (fileId) => sql`'objects/' || lpad(to_hex(${fileId} % 256), 2, '0') || '/' || ${fileId}`,
    absolute,
    // Synchronous so the upload's bytes have somewhere to go before the parser sends the first one.
    newIncoming: () => {
      mkdirSync(incoming, { recursive: true });
      const path = join(incoming, randomUUID());
      return { path, stream: createWriteStream(path, { flags: 'wx' }) };
    },
    head: async (path, bytes = 512) => {
      const handle = await open(path, 'r');
      try {
        const buffer = new Uint8Array(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    store: async (incomingPath, key) => {
      const target = absolute(key);
      await mkdir(join(target, '..'), { recursive: true });
      await rename(incomingPath, target);
    },
    remove: async (keyOrPath) => {
      await rm(keyOrPath.startsWith(root) ? keyOrPath : absolute(keyOrPath), { force: true });
    },
  };
}

/**
 * Start-up sweep: a crash can leave an upload half-written (incoming/) or a stored file whose row's
 * transaction never committed. Both go; `knownKeys` are the paths the files table holds.
 */
export async function sweepOrphans(storage: FileStorage, knownKeys: ReadonlySet<string>): Promise<number> {
  let removed = 0;
  await rm(join(storage.root, 'incoming'), { recursive: true, force: true }).catch(() => undefined);
  const objects = join(storage.root, 'objects');
  const shards = await readdir(objects).catch(() => [] as string[]);
  for (const shard of shards) {
    for (const name of await readdir(join(objects, shard)).catch(() => [] as string[])) {
      const key = `objects/${shard}/${name}`;
      if (knownKeys.has(key)) continue;
      await storage.remove(key);
      removed += 1;
    }
  }
  return removed;
}
