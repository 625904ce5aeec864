import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { machineGraph } from '#machines/registry/graph';
import { machineRegistry } from '#machines/registry/machine-registry';
import {
  machinesDocPath,
  mermaidDiagram,
  renderMachinesDoc,
  stateTable,
  transitionTable,
} from './machines-doc';

describe('docs/machines.md', () => {
  it('is up to date with the registry (run `npm run docs:machines`)', () => {
    expect(readFileSync(machinesDocPath, 'utf8')).toBe(renderMachinesDoc());
  });

  it('is the same text every time', () => {
    expect(renderMachinesDoc()).toBe(renderMachinesDoc());
  });

  it('has a section, a diagram and a table for every registered machine', () => {
    const doc = renderMachinesDoc();
    for (const entry of machineRegistry) expect(doc).toContain(`## ${entry.title} (\`${entry.id}\`)`);
    expect(doc.match(/```mermaid/g)).toHaveLength(machineRegistry.length);
  });

  it('draws nesting, initial and final states, tags and labelled transitions', () => {
    const signIn = machineRegistry.find((e) => e.id === 'signIn')!.machine;
    const diagram = mermaidDiagram(machineGraph(signIn));
    expect(diagram).toContain('[*] --> signIn_starting');
    expect(diagram).toContain('state "submitting" as signIn_submitting {');
    expect(diagram).toContain('signIn_redirecting --> [*]');
    expect(diagram).toContain('signIn_checkingSession : tags busy');
    expect(diagram).toContain('signIn_checkingSession --> signIn_idle : after 1500ms');
    expect(diagram).toContain('signIn_starting --> signIn_checkingSession : always [shouldCheckSession]');
    const table = transitionTable(machineGraph(signIn));
    expect(table).toContain(
      '| idle | login.enterPressed | passwordLongEnoughForEnter && credentialsValid | submitting |   |',
    );
    expect(table).toContain('| (machine) | field.changed |   | (stays) | setField |');
  });

  it('lists every state with its description', () => {
    const snackbar = machineGraph(machineRegistry.find((e) => e.id === 'snackbar')!.machine);
    const table = stateTable(snackbar);
    expect(table).toContain('| showing.sticky | Stays until the person closes it (timeout null). |');
    expect(table.split('\n')).toHaveLength(2 + snackbar.nodes.filter((n) => n.path).length);
  });
});
