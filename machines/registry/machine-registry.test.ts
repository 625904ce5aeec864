import { describe, expect, it } from 'vitest';
import { machineRegistry } from './machine-registry';
import { unreachableStates } from './unreachable-states';

describe('machineRegistry', () => {
  it('gives every machine a unique id', () => {
    const ids = machineRegistry.map((entry) => entry.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('registers each machine under its own machine id', () => {
    expect(machineRegistry.map((entry) => entry.machine.id)).toEqual(
      machineRegistry.map((entry) => entry.id),
    );
  });

  it.each(machineRegistry.map((entry) => [entry.id, entry] as const))(
    '%s has a title and a description',
    (_, entry) => {
      expect(entry.title.trim()).not.toBe('');
      expect(entry.description.trim()).not.toBe('');
    },
  );

  it.each(machineRegistry.map((entry) => [entry.id, entry.machine] as const))(
    '%s: every state node is reachable',
    (_, machine) => {
      expect(unreachableStates(machine)).toEqual([]);
    },
  );
});
