import type { Config } from '../config';
import type { Database } from '../db/connect';
import { files } from '../db/schema/files';
import type { Logger } from '../logging/logger';
import { fileStorage, sweepOrphans } from './file-storage';

/** At start-up, before any upload: removes half-written uploads and stored files that have no row. */
export async function sweepOrphanFiles(database: Database, config: Pick<Config, 'DATA_DIR'>, log: Logger) {
  const rows = await database.db.select({ path: files.path }).from(files);
  const removed = await sweepOrphans(fileStorage(config), new Set(rows.map((r) => r.path)));
  if (removed) log.info('orphan files removed', { removed });
  return removed;
}
