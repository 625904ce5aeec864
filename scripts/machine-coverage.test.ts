import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from '#machines/registry/machine-registry';
import { formatCoverage, machineCoverage, transitionsOfRecordings } from './machine-coverage';

const loadStatus = machineRegistry.filter((e) => e.id === 'loadStatus');
const replays = fileURLToPath(new URL('../tests/replays/', import.meta.url));

describe('machines:coverage', () => {
  it('counts who took each transition and lists those no hand-written test takes, generated ones apart', () => {
    const rows = machineCoverage(loadStatus, [
      { source: 'hand', machineId: 'loadStatus', transitionId: 'loadStatus#load.factsChanged#0' },
      { source: 'replay', machineId: 'loadStatus', transitionId: 'loadStatus#load.factsChanged#0' },
      { source: 'generated', machineId: 'loadStatus', transitionId: 'loadStatus#status.chosen#0' },
      { source: 'hand', machineId: 'someOther', transitionId: 'x#y#0' },
    ]);
    const [row] = rows;
    expect(row!.counts).toEqual({ hand: 1, replay: 1, generated: 1, use: 0 });
    expect(row!.transitions.find((t) => t.id === 'loadStatus#load.factsChanged#0')?.by).toEqual([
      'hand',
      'replay',
    ]);
    const text = formatCoverage(rows, false);
    expect(text).toMatch(
      /^machine\s+transitions\s+hand-written\s+replays\s+generated\nloadStatus\s+\d+\s+1\s+1\s+1$/m,
    );
    expect(text).toContain(
      `loadStatus (Load status): ${row!.total - 1} of ${row!.total} taken by no hand-written test`,
    );
    expect(text).toMatch(/ {2}only generated paths take:\n {4}\(machine\) → .*: status\.chosen/);
    expect(text).toContain('  no test takes:');
  });

  it('reads the transitions people took from recordings, and lists those no test takes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'coverage-'));
    try {
      copyFileSync(join(replays, 'load-status-disable-auto-status.json'), join(dir, 'used.json'));
      const { taken, problems } = await transitionsOfRecordings(dir, machineRegistry);
      expect(problems).toEqual([]);
      expect(taken).toContainEqual({
        source: 'use',
        machineId: 'loadStatus',
        transitionId: expect.stringMatching(/^loadStatus#autoStatus\.toggled#\d$/),
      });
      const text = formatCoverage(machineCoverage(loadStatus, taken), true);
      expect(text).toContain('people took, no hand-written test or replay takes:');
      expect(text).toMatch(/autoStatus\.toggled/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
