import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { sensitiveFixtureValues } from '../../tests/replays/business-fixtures';
import { journeys } from '../../tests/replays/journeys';
import { machineRegistry } from '../registry/machine-registry';

const folder = fileURLToPath(new URL('../../tests/replays/', import.meta.url));
const files = readdirSync(folder).filter((f) => f.endsWith('.json'));

/**
 * What the journeys feed their machines that no recording may keep: the business fixtures' names, amounts,
 * places and texts, and the sign-in journeys' and kits' e-mail, people and customer, and passwords.
 */
const sensitive = [
  ...sensitiveFixtureValues,
  'dana@example.com',
  'Dana Driver',
  'Dana Whitaker',
  'Dana at Acme',
  'Acme Foods',
  'acme',
  'Correct-horse-1',
  'New-passw0rd!',
];

describe('recordings in tests/replays', () => {
  it('were each fed the values they must not keep (so the scan below can fail)', () => {
    const journeyed = new Set(journeys.map((j) => j.machineId));
    const fed = JSON.stringify([
      journeys.map((j) => [j.input, j.steps]),
      machineRegistry.filter((e) => journeyed.has(e.id)).map((e) => e.testKit.actors),
    ]);
    expect(sensitive.filter((value) => !fed.includes(value))).toEqual([]);
  });

  it.each(files)('%s holds no price, name, address, e-mail, phone or typed text', (file) => {
    const text = readFileSync(folder + file, 'utf8');
    expect(sensitive.filter((value) => text.toLowerCase().includes(value.toLowerCase()))).toEqual([]);
    // No e-mail address and no phone number in any form.
    expect(text.match(/[\w.+-]+@[\w-]+\.[\w.]+/g)).toBeNull();
    expect(text.match(/\(?\b\d{3}\)?[ .-]\d{3}[ .-]\d{4}\b/g)).toBeNull();
  });
});
