import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { parseArgs } from 'node:util';
import { machineRegistry } from '#machines/registry/machine-registry';
import { formatCoverage, machineCoverage, readTaken, transitionsOfRecordings } from './machine-coverage';

/**
 * `npm run machines:coverage [-- --from <file>] [--recordings <dir>]`: per machine, the transitions
 * hand-written tests and replays take and those no hand-written test takes (generated paths apart); with
 * recordings from real use, the transitions people took that no hand-written test or replay takes.
 *
 * The transitions tests took come from `--from` (default .cache/machines-coverage.jsonl), the file a test run
 * with MACHINES_COVERAGE_OUT set writes (tests/setup/machines-coverage.setup.ts; CI's `npm test` does). When
 * it is missing, the machine and domain unit tests are run once to write it (decision 082).
 */
const { values } = parseArgs({
  options: {
    from: { type: 'string', default: '.cache/machines-coverage.jsonl' },
    recordings: { type: 'string' },
  },
});
const from = values.from!;

if (!existsSync(from)) {
  console.log(`${from} is missing: running the machine and domain unit tests to write it`);
  mkdirSync(dirname(from), { recursive: true });
  const run = spawnSync('npx', ['vitest', 'run', '--project', 'unit', 'machines/', 'domain/'], {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, MACHINES_COVERAGE_OUT: from },
  });
  // A failing test still took what it took: the report counts what ran, and says that something failed.
  if (run.status !== 0) console.warn('some machine or domain tests failed: the coverage counts what ran');
  if (!existsSync(from)) {
    console.error('no test noted a transition: no coverage');
    process.exit(1);
  }
}

const taken = readTaken(from);
let withUse = false;
if (values.recordings) {
  const used = await transitionsOfRecordings(values.recordings, machineRegistry);
  used.problems.forEach((p) => console.warn(`skipped ${p}`));
  taken.push(...used.taken);
  withUse = true;
}
console.log(formatCoverage(machineCoverage(machineRegistry, taken), withUse));
