import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { stringifyRecording } from '#machines/inspection/recording';
import { journeys, recordJourney } from './journeys';

// `npx tsx tests/replays/record-journeys.ts [file.json…]`: records the journeys of journeys.ts (or only the
// named files) into this folder. Re-record only on purpose (a machine changed and the new behaviour is
// right): the files are the reference.
const only = process.argv.slice(2);
const unknown = only.filter((file) => !journeys.some((j) => j.file === file));
if (unknown.length) throw new Error(`no journey writes ${unknown.join(', ')}`);
for (const journey of journeys.filter((j) => !only.length || only.includes(j.file))) {
  const file = fileURLToPath(new URL(journey.file, import.meta.url));
  // Formatted as `npm run format` would, so `format:check` passes on fresh recordings.
  const options = { ...(await resolveConfig(file)), parser: 'json' };
  writeFileSync(file, await format(stringifyRecording(await recordJourney(journey)), options));
  console.log(`recorded ${journey.file}`);
}
