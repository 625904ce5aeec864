import { createHash, type Hash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import type { Writable } from 'node:stream';
import { createGunzip, createGzip, type Gzip } from 'node:zlib';
import type { Engine } from '../db/connect';

/**
 * A portal backup (decision 072) is one gzip'd file of JSON lines: a header, each table's rows as the database
 * wrote them (row_to_json, so numbers, times and arrays keep their exact text), the sequences, the stored files
 * in base64 chunks, and an end line with the SHA-256 of every line before it. `zcat` reads it; a cut or
 * damaged file is found before anything is restored.
 */
export const backupFormat = 1;

export interface BackupHeader {
  kind: 'portal-backup';
  format: number;
  createdAt: string;
  engine: Engine;
  /** The migrations the database had: its schema version. */
  migrations: string[];
}
export interface TableLine {
  kind: 'table';
  name: string;
  /** The columns each row line holds (generated columns are left out; the database makes them again). */
  columns: string[];
  rows: number;
}
export interface SequenceLine {
  kind: 'sequence';
  name: string;
  /** As text: a bigint may pass 2^53. */
  lastValue: string;
  isCalled: boolean;
}
export interface FileLine {
  kind: 'file';
  /** The storage key (`files.path`), relative to DATA_DIR/files. */
  key: string;
  size: number;
  sha256: string;
  chunks: number;
}
export interface EndLine {
  kind: 'end';
  sha256: string;
  tables: number;
  rows: number;
  files: number;
}

export type BackupSummary = Omit<EndLine, 'kind' | 'sha256'> & { fileBytes: number; migrations: string[] };

/** Raw bytes per chunk line: 1 MiB of base64 text. */
export const chunkBytes = 768 * 1024;

/** What a reader found wrong with a file: it is not a backup, or it is cut short or damaged. */
export class BackupFileError extends Error {}

const damaged = (path: string, why: string) =>
  new BackupFileError(
    `The backup file ${path} is damaged or incomplete (${why}). Nothing was restored; use another backup.`,
  );

/** Writes lines into a gzip stream, keeping the running checksum and the counts of the end line. */
export class BackupWriter {
  private readonly hash: Hash = createHash('sha256');
  private readonly gzip: Gzip = createGzip();
  private readonly done: Promise<void>;
  readonly counts = { tables: 0, rows: 0, files: 0, fileBytes: 0 };

  constructor(out: Writable) {
    this.gzip.pipe(out);
    this.done = new Promise((resolve, reject) => {
      out.on('finish', resolve);
      out.on('close', resolve);
      out.on('error', reject);
      this.gzip.on('error', reject);
    });
  }

  async line(text: string): Promise<void> {
    const bytes = `${text}\n`;
    this.hash.update(bytes);
    if (!this.gzip.write(bytes)) await new Promise((resolve) => this.gzip.once('drain', resolve));
  }

  record(value: BackupHeader | TableLine | SequenceLine | FileLine | { kind: 'chunk'; data: string }) {
    return this.line(JSON.stringify(value));
  }

  /** Writes the end line and waits until the output has it all. */
  async end(): Promise<EndLine> {
    const { fileBytes: _, ...counts } = this.counts;
    const last: EndLine = { kind: 'end', sha256: this.hash.digest('hex'), ...counts };
    this.gzip.end(`${JSON.stringify(last)}\n`);
    await this.done;
    return last;
  }
}

export type BackupItem =
  | { kind: 'header'; header: BackupHeader }
  | { kind: 'table'; table: TableLine }
  /** One row as the database wrote it, never parsed here (its numbers stay exact). */
  | { kind: 'row'; json: string }
  | { kind: 'sequence'; sequence: SequenceLine }
  | { kind: 'file'; file: FileLine; bytes: Buffer }
  | { kind: 'end'; end: EndLine };

async function* lines(path: string): AsyncGenerator<string> {
  const input = createReadStream(path).pipe(createGunzip());
  let rest: Buffer = Buffer.alloc(0);
  try {
    for await (const chunk of input as AsyncIterable<Buffer>) {
      let buffer: Buffer = rest.length ? Buffer.concat([rest, chunk]) : chunk;
      let at: number;
      while ((at = buffer.indexOf(10)) >= 0) {
        yield buffer.subarray(0, at).toString('utf8');
        buffer = buffer.subarray(at + 1);
      }
      rest = buffer;
    }
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT') throw new BackupFileError(`There is no backup file at ${path}.`);
    if (code?.startsWith('Z_') || code === 'ERR_INVALID_ARG_VALUE')
      throw damaged(path, `it does not unpack: ${(error as Error).message}`);
    throw error;
  }
  if (rest.length) yield rest.toString('utf8');
}

function parse<T>(path: string, text: string, kind: string): T {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    throw damaged(path, `a ${kind} line is not JSON`);
  }
  if (typeof value !== 'object' || value === null || (value as { kind?: unknown }).kind !== kind)
    throw damaged(path, `a ${kind} line was expected`);
  return value as T;
}

/**
 * Reads a backup in order, checking its shape, every stored file's checksum and the whole file's checksum;
 * throws BackupFileError at the first fault. The last item is the end line, so a consumer that gets it has
 * read a whole, intact backup.
 */
export async function* readBackup(path: string): AsyncGenerator<BackupItem> {
  const hash = createHash('sha256');
  const source = lines(path);
  const next = async (what: string): Promise<string> => {
    const { value, done } = await source.next();
    if (done) throw damaged(path, `it ends before its last line, in ${what}`);
    return value;
  };
  const take = async (what: string) => {
    const text = await next(what);
    hash.update(`${text}\n`);
    return text;
  };

  let first: string;
  try {
    first = await take('its header');
  } catch (error) {
    if (error instanceof BackupFileError && !error.message.startsWith('There is no'))
      throw new BackupFileError(`${path} is not a portal backup (it is not a gzip'd backup file).`);
    throw error;
  }
  let header: BackupHeader;
  try {
    header = JSON.parse(first) as BackupHeader;
  } catch {
    throw new BackupFileError(`${path} is not a portal backup (its first line is not a backup header).`);
  }
  if (header?.kind !== 'portal-backup')
    throw new BackupFileError(`${path} is not a portal backup (its first line is not a backup header).`);
  if (header.format > backupFormat)
    throw new BackupFileError(
      `${path} was written in backup format ${header.format}, newer than this portal reads (${backupFormat}). ` +
        'Restore it with the portal version that made it, or a later one.',
    );
  yield { kind: 'header', header };

  for (;;) {
    const text = await next('the line after a section');
    const kind = /^\{"kind":"([a-z]+)"/.exec(text)?.[1];
    if (kind === 'end') {
      const end = parse<EndLine>(path, text, 'end');
      if (end.sha256 !== hash.digest('hex')) throw damaged(path, 'its checksum does not match its contents');
      if (!(await source.next()).done) throw damaged(path, 'there is more after its last line');
      yield { kind: 'end', end };
      return;
    }
    hash.update(`${text}\n`);
    if (kind === 'table') {
      const table = parse<TableLine>(path, text, 'table');
      yield { kind: 'table', table };
      for (let i = 0; i < table.rows; i++) {
        const json = await take(`the rows of ${table.name}`);
        if (!json.startsWith('{')) throw damaged(path, `a row of ${table.name} is not a JSON object`);
        yield { kind: 'row', json };
      }
    } else if (kind === 'sequence') {
      yield { kind: 'sequence', sequence: parse<SequenceLine>(path, text, 'sequence') };
    } else if (kind === 'file') {
      const file = parse<FileLine>(path, text, 'file');
      const parts: Buffer[] = [];
      for (let i = 0; i < file.chunks; i++)
        parts.push(
          Buffer.from(parse<{ data: string }>(path, await take(`file ${file.key}`), 'chunk').data, 'base64'),
        );
      const bytes = Buffer.concat(parts);
      if (bytes.length !== file.size || createHash('sha256').update(bytes).digest('hex') !== file.sha256)
        throw damaged(path, `the stored file ${file.key} does not match its checksum`);
      yield { kind: 'file', file, bytes };
    } else {
      throw damaged(path, `a line of an unknown kind (${kind ?? text.slice(0, 20)})`);
    }
  }
}
