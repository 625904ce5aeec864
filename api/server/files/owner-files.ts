import type { FileKind } from '#contract/file';
import type { Config } from '../config';
import type { BulkDelete } from '../lists/delete-bulk';
import { storageKeysOf } from './file-store';
import { fileStorage } from './file-storage';

/**
 * Deleting owners deletes their files: the rows go by CASCADE, so the storage keys are read inside the
 * delete's transaction first and the bytes removed only once it committed (a refused delete keeps them).
 */
export function withFileRemoval(
  kind: FileKind,
  config: Pick<Config, 'DATA_DIR'>,
  bulk: BulkDelete,
): BulkDelete {
  let keys: string[] = [];
  const storage = fileStorage(config);
  return {
    ...bulk,
    before: async (tx, ids) => {
      await bulk.before?.(tx, ids);
      keys = await storageKeysOf(tx, kind, ids);
    },
    afterCommit: async () => {
      await bulk.afterCommit?.();
      for (const key of keys) await storage.remove(key);
    },
  };
}
