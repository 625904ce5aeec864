import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { Schema } from './schema/all';

/** One query layer over both engines: drizzle on PGlite (embedded) or on a PostgreSQL server. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
