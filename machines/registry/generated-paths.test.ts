import { getStateNodes } from '@xstate/graph';
import { describe, expect, it } from 'vitest';
import { machineRegistry } from './machine-registry';
import { pathCoverage, planPaths, runPlannedPath } from './paths';

describe.each(machineRegistry.map((entry) => [entry.id, entry] as const))('%s', (_, entry) => {
  const paths = planPaths(entry);

  it.each(paths.map((p) => [`${p.kind} ${p.name}`, p] as const))('%s', async (_, path) => {
    const { failures } = await runPlannedPath(entry, path);
    expect(failures).toEqual([]);
  });

  it('reaches every state and takes every transition', async () => {
    const { unreached, untaken } = await pathCoverage(entry, paths);
    expect(unreached, `states no generated path reaches: ${unreached.join(', ')}`).toEqual([]);
    expect(untaken, `transitions no generated path takes: ${untaken.join(', ')}`).toEqual([]);
  });

  it('names only states, events and actors the machine has in its test kit', () => {
    const kit = entry.testKit;
    const statePaths = new Set(getStateNodes(entry.machine.root).map((n) => n.path.join('.')));
    expect(Object.keys(kit.expect ?? {}).filter((p) => p !== '' && !statePaths.has(p))).toEqual([]);
    const events = new Set(entry.machine.events);
    expect(Object.keys(kit.events ?? {}).filter((t) => !events.has(t))).toEqual([]);
    const invokes = new Set(getStateNodes(entry.machine.root).flatMap((n) => n.invoke.map((i) => i.id)));
    expect(Object.keys(kit.actors ?? {}).filter((id) => !invokes.has(id))).toEqual([]);
  });
});
