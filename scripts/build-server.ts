/**
 * npm run build:server — the server as one prebuilt file, so `npm start` runs it with plain `node`
 * (decision 075): dist/server/main.js and the migrations beside it, where api/server/db/migrate.ts finds
 * them (`./migrations` next to the module that reads them).
 *
 * npm packages are bundled too: resolving and reading some 2,000 package files was most of the time a
 * start took. Left outside, and loaded from node_modules as before, are the packages that find files of
 * their own beside their code (PGlite's WebAssembly and data, pdfkit's fonts), the native argon2 binding,
 * and pg's optional native driver.
 */
import { cpSync, rmSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { build } from 'esbuild';

const { values: args } = parseArgs({
  options: { outdir: { type: 'string', default: 'dist/server' } },
});

const outdir = args.outdir;
rmSync(outdir, { recursive: true, force: true });

await build({
  entryPoints: { main: 'api/server/main.ts' },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  sourcemap: true,
  // Bundled CommonJS packages call require() for Node's own modules, which an ES module does not have.
  banner: {
    js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);",
  },
  external: ['@electric-sql/pglite', '@electric-sql/pglite/*', '@node-rs/argon2', 'pdfkit', 'pg-native'],
  logLevel: 'warning',
  legalComments: 'none',
});
cpSync('api/server/db/migrations', `${outdir}/migrations`, { recursive: true });
console.log(`server built into ${outdir}/main.js`);
