import { openDatabase } from '../api/server/db/connect';
import { migrate } from '../api/server/db/migrate';
import { resetDatabase, seedDatabase } from '../api/server/db/seed/demo';
process.env.PASSWORD_SCRYPT_LOG2N = '12';
const database = await openDatabase({});
await migrate(database);
for (let i = 0; i < 3; i++) {
  let t = performance.now();
  await resetDatabase(database);
  const r = performance.now() - t; t = performance.now();
  await seedDatabase(database, { size: 'test', log: (l) => console.log(Math.round(performance.now() - t), l) });
  console.log('reset', Math.round(r), 'seed', Math.round(performance.now() - t));
}
await database.close();
