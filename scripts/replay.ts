import { readFileSync } from 'node:fs';
import { parseAnyRecording } from '#machines/inspection/recording';
import { formatReplayReport, replayRecording } from '#machines/inspection/replay';

/**
 * `npm run replay -- file.json [more.json…]`: replays recorded machine logs, one actor's or a
 * whole page session's (tests/replays/, or a file saved from the inspector), in Node and prints where each diverges; exits 1 if any diverges or is unreadable.
 */
async function main(files: string[]): Promise<number> {
  if (!files.length) {
    console.error('usage: npm run replay -- <recording.json> [more.json…]');
    return 2;
  }
  let failed = 0;
  for (const file of files) {
    try {
      const report = await replayRecording(parseAnyRecording(JSON.parse(readFileSync(file, 'utf8'))));
      console.log(`${file}\n${formatReplayReport(report)}`);
      if (report.divergence) failed += 1;
    } catch (error) {
      console.error(`${file}\n✗ ${error instanceof Error ? error.message : String(error)}`);
      failed += 1;
    }
  }
  return failed ? 1 : 0;
}

process.exitCode = await main(process.argv.slice(2));
