import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { openDatabase, pgliteExtensions } from '#server/db/connect';
import { migrate } from '#server/db/migrate';
import { seedTemplate } from './seed-template';
import { adminUrl, templateDatabaseName } from '#fixtures/postgres-urls';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: path of a tarball of the migrated, seeded data directory. */
    pgliteTemplatePath: string;
    /** PostgreSQL: name of the migrated, seeded template database. */
    postgresTemplate: string;
  }
}

/**
 * Builds the migrated, seeded database once per run; every test file then starts from a copy
 * (PGlite: loadDataDir of the dump; PostgreSQL: CREATE DATABASE ... TEMPLATE).
 */
export default async function setup(project: TestProject) {
  const url = process.env.DATABASE_URL;
  if (url) {
    const pg = (await import('pg')).default;
    const admin = new pg.Client({ connectionString: adminUrl(url) });
    await admin.connect();
    const template = templateDatabaseName();
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.query(`create database ${template}`);
    const database = await openDatabase({ url: adminUrl(url, template), poolSize: 2 });
    await migrate(database);
    await seedTemplate(database);
    await database.close();
    project.provide('postgresTemplate', template);
    project.provide('pgliteTemplatePath', '');
    return async () => {
      await admin.query(`drop database if exists ${template} with (force)`);
      await admin.end();
    };
  }
  const pglite = await PGlite.create({ extensions: pgliteExtensions });
  const database = await openDatabase({ pglite });
  await migrate(database);
  await seedTemplate(database);
  const dump = await pglite.dumpDataDir('none');
  await pglite.close();
  const dir = join(process.cwd(), 'node_modules', '.cache', 'portal-tests');
  mkdirSync(dir, { recursive: true });
  const path = join(dir, `template-${process.pid}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  project.provide('pgliteTemplatePath', path);
  project.provide('postgresTemplate', '');
}
