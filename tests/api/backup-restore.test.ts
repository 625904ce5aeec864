import { spawn } from 'node:child_process';
import {
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { fillPath } from '#contract/path-template';
import { filePaths, notePaths, orderPaths } from '#contract/paths';
import { openDatabase } from '#server/db/connect';
import { migrate } from '#server/db/migrate';
import { seedDatabase } from '#server/db/seed/demo';
import { BackupFileError, BackupWriter } from '#server/ops/backup-format';
import { restoreBackup, RestoreRefusedError, verifyBackup } from '#server/ops/restore-backup';
import { relationCount } from '#server/ops/schema-catalog';
import { writeBackupFile } from '#server/ops/take-backup';
import { adminUrl, testDatabaseName } from '#fixtures/postgres-urls';
import {
  freePort,
  postJson,
  signInOverHttp,
  startServer,
  waitForHealth,
  type ServerProcess,
} from '#fixtures/server-process';

/**
 * `npm run backup` and `npm run restore` as an operator runs them (decision 072), on the engine the suite runs
 * on: a backup taken while orders, notes and files are being written holds every write acknowledged before it
 * began, and restores into a fresh database where the portal starts and signs in. On the embedded database the
 * running server takes the backup itself (the command asks it over its socket).
 */
const url = process.env.DATABASE_URL;
const work = mkdtempSync(join(tmpdir(), 'portal-backup-'));
const servers: ServerProcess[] = [];
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const s of servers) s.kill('SIGKILL');
  for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  rmSync(work, { recursive: true, force: true });
});

/** A database and data folder for a server or a command: a new PostgreSQL database, or a new directory. */
async function newTarget(name: string): Promise<Record<string, string>> {
  const dataDir = join(work, name);
  if (!url) return { DATABASE_URL: '', PGLITE_DATA_DIR: join(dataDir, 'pglite'), DATA_DIR: dataDir };
  const database = testDatabaseName();
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${database}`);
  await admin.end();
  cleanups.push(async () => {
    const again = new pg.Client({ connectionString: url });
    await again.connect();
    await again.query(`drop database if exists ${database} with (force)`);
    await again.end();
  });
  return { DATABASE_URL: adminUrl(url, database), DATA_DIR: dataDir };
}

function command(script: 'backup' | 'restore', args: string[], env: Record<string, string>) {
  const child = spawn(join('node_modules', '.bin', 'tsx'), [`scripts/${script}.ts`, ...args], {
    env: { ...process.env, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  return new Promise<{ code: number | null; output: string }>((resolve) =>
    child.on('exit', (code) => resolve({ code, output })),
  );
}

type Ack =
  | { kind: 'order'; orderId: number; poNumber: string }
  | { kind: 'note'; orderId: number; text: string }
  | { kind: 'file'; orderId: number; fileId: number; content: string };

const authed = (token: string) => ({ authorization: `Bearer ${token}` });

async function upload(base: string, token: string, orderId: number, name: string, content: string) {
  const form = new FormData();
  form.append('formFile', new Blob([content], { type: 'text/plain' }), name);
  const res = await fetch(`${base}${fillPath(filePaths.order.list, { ownerId: orderId })}`, {
    method: 'POST',
    headers: authed(token),
    body: form,
  });
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { fileId: number }).fileId;
}

/** Writes orders, notes and files in three loops until `stop`; every answered write is pushed to `acks`. */
function writeInLoops(base: string, token: string, template: Record<string, unknown>, orderId: number) {
  const acks: Ack[] = [];
  let stop = false;
  let n = 0;
  const loop = async (write: (i: number) => Promise<Ack>) => {
    while (!stop) acks.push(await write(n++));
  };
  const running = Promise.all([
    loop(async (i) => {
      const poNumber = `BK-${i}`;
      // The order and its first note are one transaction: a backup has both or neither.
      const body = { ...template, poNumber, initialCustomerNoteOnAddingOrder: `First note of ${poNumber}` };
      const made = await postJson<{ orderId: number }>(base, orderPaths.base, body, token);
      return { kind: 'order', orderId: made.orderId, poNumber };
    }),
    loop(async (i) => {
      const text = `Note written under backup ${i}`;
      await postJson(base, fillPath(notePaths.order.create, { id: orderId }), { noteContent: text }, token);
      return { kind: 'note', orderId, text };
    }),
    loop(async (i) => {
      const content = `file ${i} written under backup\n`;
      const fileId = await upload(base, token, orderId, `under-backup-${i}.txt`, content);
      return { kind: 'file', orderId, fileId, content };
    }),
  ]);
  return {
    acks,
    stop: () => {
      stop = true;
      return running;
    },
  };
}

const get = async (base: string, token: string, path: string) => {
  const res = await fetch(`${base}${path}`, { headers: authed(token) });
  return { status: res.status, body: await res.text() };
};

describe('backup and restore', () => {
  const backupFile = join(work, 'portal.backup.gz');
  let restored: Record<string, string>;

  it('a backup taken under writes holds every write acknowledged before it began, and restores into a portal that starts', async () => {
    const source = await newTarget('source');
    const server = startServer(await freePort(), source);
    servers.push(server);
    await waitForHealth(server);
    const token = await signInOverHttp(server.base, 'dispatch@demo.test', 'Portal#Demo1');
    const [first] = await postJson<{ orderId: number }[]>(
      server.base,
      orderPaths.getItems,
      { pageNumber: 1, pageSize: 1 },
      token,
    );
    const order = JSON.parse(
      (await get(server.base, token, fillPath(orderPaths.getItemById, { id: first!.orderId }))).body,
    ) as Record<string, unknown>;
    const template = Object.fromEntries(
      [
        'refOrderTypeId',
        'orderCustomerId',
        'sourceLocationId',
        'destinationLocationId',
        'producerName',
        'quantity',
        'unitType',
        'dateNeededBy',
      ].map((k) => [k, order[k]]),
    );

    const writes = writeInLoops(server.base, token, template, first!.orderId);
    while (['order', 'note', 'file'].some((k) => writes.acks.filter((a) => a.kind === k).length < 3))
      await new Promise((r) => setTimeout(r, 50));
    const acknowledgedBefore = [...writes.acks];
    const backup = await command('backup', [backupFile], source);
    const duringBackup = writes.acks.length - acknowledgedBefore.length;
    await writes.stop();
    expect(backup.code, backup.output).toBe(0);
    expect(backup.output).toContain(
      url
        ? 'Backup of PostgreSQL (DATABASE_URL)'
        : `Backup of the server running on ${source.PGLITE_DATA_DIR}`,
    );
    expect(backup.output).toContain('read back whole');
    // The writes went on while the backup was taken.
    expect(duringBackup).toBeGreaterThan(0);
    server.kill('SIGTERM');
    expect(await server.exited).toBe(0);

    restored = await newTarget('restored');
    const restore = await command('restore', [backupFile], restored);
    expect(restore.code, restore.output).toBe(0);
    expect(restore.output).toContain(`Restored ${backupFile}`);

    // The portal starts on what was restored, and the demo dispatcher signs in.
    const again = startServer(await freePort(), restored);
    servers.push(again);
    await waitForHealth(again);
    const token2 = await signInOverHttp(again.base, 'dispatch@demo.test', 'Portal#Demo1');
    const notes = (await get(again.base, token2, fillPath(notePaths.order.list, { id: first!.orderId })))
      .body;
    for (const ack of acknowledgedBefore) {
      if (ack.kind === 'order') {
        const read = await get(again.base, token2, fillPath(orderPaths.getItemById, { id: ack.orderId }));
        expect(read.status, read.body).toBe(200);
        expect(JSON.parse(read.body)).toMatchObject({ poNumber: ack.poNumber });
      } else if (ack.kind === 'note') {
        expect(notes).toContain(ack.text);
      } else {
        const path = fillPath(filePaths.order.byId, { ownerId: ack.orderId, fileId: ack.fileId });
        const download = await get(again.base, token2, path);
        expect(download.status).toBe(200);
        expect(download.body).toBe(ack.content);
      }
    }
    // No transaction came back by halves: every order written, before or during the backup, that is there has
    // the first note it was saved with.
    for (const ack of writes.acks) {
      if (ack.kind !== 'order') continue;
      const read = await get(again.base, token2, fillPath(orderPaths.getItemById, { id: ack.orderId }));
      if (read.status === 404) continue;
      expect(read.status, read.body).toBe(200);
      const itsNotes = (await get(again.base, token2, fillPath(notePaths.order.list, { id: ack.orderId })))
        .body;
      expect(itsNotes).toContain(`First note of ${ack.poNumber}`);
    }
    // No file row came back without its bytes, including those written while the backup ran.
    const listed = JSON.parse(
      (await get(again.base, token2, fillPath(filePaths.order.list, { ownerId: first!.orderId }))).body,
    ) as { fileId: number }[];
    expect(listed.length).toBeGreaterThanOrEqual(acknowledgedBefore.filter((a) => a.kind === 'file').length);
    for (const file of listed) {
      const path = fillPath(filePaths.order.byId, { ownerId: first!.orderId, fileId: file.fileId });
      expect((await get(again.base, token2, path)).status).toBe(200);
    }
    // A new order after the restore gets a new id: the sequences came back too.
    const made = await postJson<{ orderId: number }>(
      again.base,
      orderPaths.base,
      { ...template, poNumber: 'AFTER' },
      token2,
    );
    expect(made.orderId).toBeGreaterThan(
      Math.max(...acknowledgedBefore.flatMap((a) => (a.kind === 'order' ? [a.orderId] : []))),
    );

    if (!url) {
      // On the embedded database a restore refuses a directory a server is using.
      const busy = await command('restore', [backupFile, '--force'], restored);
      expect(busy.code).toBe(1);
      expect(busy.output).toContain(`is using the embedded database in ${restored.PGLITE_DATA_DIR}`);
      expect(busy.output).toContain('Stop it before restoring');
    }
    again.kill('SIGTERM');
    expect(await again.exited).toBe(0);
  }, 600_000);

  it('refuses a target that is not empty unless --force, and --force keeps what it replaces aside', async () => {
    const refused = await command('restore', [backupFile], restored);
    expect(refused.code).toBe(1);
    expect(refused.output).toMatch(url ? /The target is not empty/ : /already holds an embedded database/);
    expect(refused.output).toContain('--force');

    const forced = await command('restore', [backupFile, '--force'], restored);
    expect(forced.code, forced.output).toBe(0);
    expect(forced.output).toContain('What was in the target is now in');
    if (!url)
      expect(readdirSync(join(work, 'restored')).some((f) => f.startsWith('pglite.before-restore-'))).toBe(
        true,
      );
  }, 300_000);

  it('refuses a cut-short file with a clear message and leaves the target empty', async () => {
    const whole = readFileSync(backupFile);
    const cut = join(work, 'cut.gz');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length / 2)));
    const target = await newTarget('after-cut');
    const result = await command('restore', [cut], target);
    expect(result.code).toBe(1);
    expect(result.output).toContain(`The backup file ${cut} is damaged or incomplete`);
    expect(result.output).toContain('Nothing was restored');
    if (!url) expect(existsSync(target.PGLITE_DATA_DIR!)).toBe(false);
    else {
      const db = await openDatabase({ url: target.DATABASE_URL! });
      expect(await relationCount(db.db)).toBe(0);
      await db.close();
    }
  }, 300_000);

  it('names what is wrong with a damaged file, a file that is no backup, and a backup from a newer schema', async () => {
    const whole = readFileSync(backupFile);
    const damaged = Buffer.from(whole);
    for (let i = Math.floor(whole.length / 2); i < Math.floor(whole.length / 2) + 16; i++)
      damaged[i]! ^= 0xff;
    const damagedFile = join(work, 'damaged.gz');
    writeFileSync(damagedFile, damaged);
    await expect(verifyBackup(damagedFile)).rejects.toThrow(/is damaged or incomplete/);

    const text = join(work, 'notes.txt');
    writeFileSync(text, 'not a backup\n');
    await expect(verifyBackup(text)).rejects.toThrow(BackupFileError);
    await expect(verifyBackup(text)).rejects.toThrow(/is not a portal backup/);

    // The same backup, its header naming a migration this version does not have (checksum made anew).
    const lines = gunzipSync(whole).toString('utf8').split('\n').slice(0, -2);
    const header = JSON.parse(lines[0]!) as { migrations: string[] };
    header.migrations.push('9999_from_the_future.sql');
    const newer = join(work, 'newer.gz');
    const writer = new BackupWriter(createWriteStream(newer));
    await writer.line(JSON.stringify(header));
    for (const line of lines.slice(1)) await writer.line(line);
    await writer.end();
    await expect(verifyBackup(newer)).rejects.toThrow(RestoreRefusedError);
    await expect(verifyBackup(newer)).rejects.toThrow(
      /comes from a newer version of the portal \(its schema has 9999_from_the_future.sql/,
    );
  });

  // A backup of the embedded database restores into PostgreSQL row for row (the PostgreSQL run has both).
  it.skipIf(!url)(
    'restores a backup of the embedded database into PostgreSQL unchanged',
    async () => {
      const embedded = await openDatabase({});
      await migrate(embedded);
      await seedDatabase(embedded, { size: 'test' });
      const fromPglite = join(work, 'from-pglite.gz');
      await writeBackupFile(embedded, { DATA_DIR: join(work, 'embedded') }, fromPglite);
      await embedded.close();

      const target = await newTarget('into-postgres');
      const database = await openDatabase({ url: target.DATABASE_URL! });
      await restoreBackup(database, { DATA_DIR: target.DATA_DIR! }, fromPglite);
      const again = join(work, 'again.gz');
      await writeBackupFile(database, { DATA_DIR: target.DATA_DIR! }, again);
      await expect(restoreBackup(database, { DATA_DIR: target.DATA_DIR! }, fromPglite)).rejects.toThrow(
        /The target is not empty/,
      );
      await database.close();
      const body = (file: string) => gunzipSync(readFileSync(file)).toString('utf8').split('\n').slice(1, -2);
      expect(body(again)).toEqual(body(fromPglite));
    },
    300_000,
  );
});
