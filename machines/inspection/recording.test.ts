import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { actorRecording, asSession, parseAnyRecording, parseRecording } from './recording';

const file = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../tests/replays/${name}`, import.meta.url), 'utf8')) as unknown;

describe('recording formats', () => {
  it('reads a single-actor file (version 1) with either reader, the same', () => {
    const data = file('sign-in-one-identity.json');
    expect(parseAnyRecording(data)).toEqual(parseRecording(data));
  });

  it('shows a single-actor recording as a session of one actor, and back', () => {
    const single = parseRecording(file('sign-in-one-identity.json'));
    const session = asSession(single);
    expect(session.actors).toEqual([
      { id: 'x:0', machineId: 'signIn', systemId: 'x:0', parent: null, input: single.input },
    ]);
    expect(session.steps).toHaveLength(single.steps.length);
    expect(session.steps.every((s) => s.actor === 'x:0' && s.from === null)).toBe(true);
    const back = actorRecording(session, 'x:0');
    expect(back.steps).toEqual(single.steps);
    expect(back.machineId).toBe('signIn');
  });

  it('names what is wrong with a file that is neither', () => {
    expect(() => parseAnyRecording({ format: 'portal-machine-recording', version: 3 })).toThrow(
      /^not a machine recording: version: /,
    );
  });
});
