import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
const a = await PGlite.create();
try { await a.exec('create extension if not exists pg_trgm'); console.log('plain: ok'); } catch (e) { console.log('plain:', e.message); }
const b = await PGlite.create({ extensions: { pg_trgm } });
await b.exec('create extension if not exists pg_trgm; create table t(x text); create index on t using gin (x gin_trgm_ops);');
const dump = await b.dumpDataDir('none');
const c = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
console.log((await c.query("select similarity('abc','abd') s")).rows);
try { const d = await PGlite.create({ loadDataDir: dump }); await d.query("insert into t values ('x')"); console.log('no ext after load: ok'); } catch (e) { console.log('no ext after load:', e.message); }
