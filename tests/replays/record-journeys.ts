import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { stringifyRecording } from '#machines/inspection/recording';
import { journeys, recordJourney } from './journeys';

// `npx tsx tests/replays/record-journeys.ts`: records the journeys of journeys.ts into this folder.
// Re-record only on purpose (a machine changed and the new behaviour is right): the files are the reference.
for (const journey of journeys) {
  const file = fileURLToPath(new URL(journey.file, import.meta.url));
  // Formatted as `npm run format` would, so `format:check` passes on fresh recordings.
  const options = { ...(await resolveConfig(file)), parser: 'json' };
  writeFileSync(file, await format(stringifyRecording(await recordJourney(journey)), options));
  console.log(`recorded ${journey.file}`);
}
