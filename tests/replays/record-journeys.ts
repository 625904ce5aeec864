import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { stringifyRecording } from '../../machines/inspection/recording';
import { journeys, recordJourney } from './journeys';

// `npx tsx tests/replays/record-journeys.ts`: records the journeys of journeys.ts into this folder.
// Re-record only on purpose (a machine changed and the new behaviour is right): the files are the reference.
for (const journey of journeys) {
  const file = fileURLToPath(new URL(journey.file, import.meta.url));
  writeFileSync(file, stringifyRecording(await recordJourney(journey)));
  console.log(`recorded ${journey.file}`);
}
