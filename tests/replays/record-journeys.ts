import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import { stringifyRecording, type AnyRecording } from '#machines/inspection/recording';
import { journeys, recordJourney } from './journeys';
import { recordSessionJourney, sessionJourneys } from './session-journeys';

// `npx tsx tests/replays/record-journeys.ts [file.json…]`: records the journeys of journeys.ts and the page
// sessions of session-journeys.ts (or only the named files) into this folder. Re-record only on purpose (a
// machine changed and the new behaviour is right): the files are the reference.
const recorders: { file: string; record: () => Promise<AnyRecording> }[] = [
  ...journeys.map((j) => ({ file: j.file, record: () => recordJourney(j) })),
  ...sessionJourneys.map((j) => ({ file: j.file, record: () => recordSessionJourney(j) })),
];
const only = process.argv.slice(2);
const unknown = only.filter((file) => !recorders.some((r) => r.file === file));
if (unknown.length) throw new Error(`no journey writes ${unknown.join(', ')}`);
for (const { file: name, record } of recorders.filter((r) => !only.length || only.includes(r.file))) {
  const file = fileURLToPath(new URL(name, import.meta.url));
  // Formatted as `npm run format` would, so `format:check` passes on fresh recordings.
  const options = { ...(await resolveConfig(file)), parser: 'json' };
  writeFileSync(file, await format(stringifyRecording(await record()), options));
  console.log(`recorded ${name}`);
}
