/** The schema registry drizzle needs (relational queries, migrations): every table module, merged. */
import * as auth from './auth';

export const schema = { ...auth };
export type Schema = typeof schema;
