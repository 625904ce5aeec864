import type { Database } from '../../api/server/db/connect';

/** What every API test file starts from, on top of the migrations. */
export async function seedTemplate(_database: Database): Promise<void> {}
