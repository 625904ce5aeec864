import type { Database } from '#server/db/connect';
import { seedDatabase, type SeedOptions } from '#server/db/seed/demo';

/**
 * The data every API test file starts from: roles, the demo accounts (README) and the small `test` preset,
 * from a fixed seed and a fixed day, so that ids, names and dates are the same in every run.
 */
export const templateSeed = {
  seed: 20250904,
  size: 'test',
  anchor: new Date('2025-09-04T00:00:00Z'),
} as const satisfies SeedOptions;

export async function seedTemplate(database: Database): Promise<void> {
  // Global setup runs outside the api project's `test.env`; hash the demo passwords at the tests' cheap
  // cost here too (a hash carries its cost, so verifying them later needs nothing special).
  const cost = process.env.PASSWORD_ARGON2_MEMORY_KIB;
  process.env.PASSWORD_ARGON2_MEMORY_KIB = cost ?? '1024';
  try {
    await seedDatabase(database, templateSeed);
  } finally {
    if (cost === undefined) delete process.env.PASSWORD_ARGON2_MEMORY_KIB;
  }
}
