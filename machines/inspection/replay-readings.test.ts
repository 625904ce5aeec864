import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseRecording, type Recording } from './recording';
import { replayRecording } from './replay';

const load = (name: string): Recording =>
  parseRecording(JSON.parse(readFileSync(new URL(`../../tests/replays/${name}`, import.meta.url), 'utf8')));

/** The recording as if it had been made at another moment, in another time zone. */
const recordedAt = (recording: Recording, clock: { localTime: string; timezoneOffsetMinutes: number }) => ({
  ...recording,
  steps: recording.steps.map((step) => {
    const context = step.context as Record<string, unknown>;
    return context.clock ? { ...step, context: { ...context, clock } } : step;
  }),
});

describe('replaying what the machine read from the outside world', () => {
  it('takes the clock from the recording, so a log made at any time replays', async () => {
    const live = recordedAt(load('sign-in-one-identity.json'), {
      localTime: '2026-11-21T13:09:24',
      timezoneOffsetMinutes: -60,
    });
    const report = await replayRecording(live);
    expect(report.divergence).toBeNull();
    expect((report.final.context as { clock: unknown }).clock).toEqual({
      localTime: '2026-11-21T13:09:24',
      timezoneOffsetMinutes: -60,
    });
  });

  it('still reports a real divergence in the same log', async () => {
    const recording = load('sign-in-one-identity.json');
    const altered = {
      ...recording,
      steps: recording.steps.map((s, i) => (i === 3 ? { ...s, value: 'idle' } : s)),
    };
    const report = await replayRecording(altered);
    expect(report.divergence?.step).toBe(3);
    expect(report.divergence?.field).toBe('value');
  });
});
