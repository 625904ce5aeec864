import { describe, expect, it } from 'vitest';
import { samplesOf } from '../registry/kit-run';
import { machineRegistry } from '../registry/machine-registry';
import { checkPayload, payloadText } from './event-payload';

const kit = (id: string) => machineRegistry.find((e) => e.id === id)!.testKit;

describe('checkPayload', () => {
  const samples = samplesOf(kit('loadStatus'), 'status.chosen');

  it('accepts the sample and an edited value of the same kind', () => {
    expect(checkPayload(payloadText(samples[0]!), 'status.chosen', samples)).toMatchObject({ ok: true });
    expect(checkPayload('{"type":"status.chosen","status":9}', 'status.chosen', samples)).toEqual({
      ok: true,
      event: { type: 'status.chosen', status: 9 },
    });
  });

  it.each([
    ['{"type":"status.chosen",', /^Not JSON: /],
    ['[1]', 'The event must be a JSON object, e.g. {"type": "…"}'],
    ['{"type":"status.chose","status":1}', 'type must be "status.chosen"'],
    ['{"type":"status.chosen"}', 'status is required'],
    ['{"type":"status.chosen","status":"7"}', 'status must be a number'],
    ['{"type":"status.chosen","status":1,"why":"x"}', 'status.chosen has no field why'],
  ])('refuses %s with a sentence', (text, message) => {
    const result = checkPayload(text, 'status.chosen', samples);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.message).toMatch(message);
  });

  it('lets a field some samples leave out be left out, and holds it to its kinds when given', () => {
    const undone = samplesOf(kit('orderStatus'), 'stop.pickupUndone');
    expect(checkPayload('{"type":"stop.pickupUndone"}', 'stop.pickupUndone', undone).ok).toBe(true);
    expect(checkPayload('{"type":"stop.pickupUndone","carrier":false}', 'stop.pickupUndone', undone).ok).toBe(
      true,
    );
    expect(checkPayload('{"type":"stop.pickupUndone","carrier":"no"}', 'stop.pickupUndone', undone)).toEqual({
      ok: false,
      message: 'carrier must be a boolean',
    });
  });
});
