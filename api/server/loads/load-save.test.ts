import { expect, test } from 'vitest';
import type { StopRow } from './load-read';
import { stopChanged } from './load-save';

const stored = {
  loadStopId: 1,
  pickedUpOrDelivered: false,
  pickedUpDeliveryDate: null,
  stopDirections: null,
  fromDate: new Date('2026-03-01T16:00:00.000Z'),
  toDate: null,
  hasAppointment: false,
} as unknown as StopRow;

test('a stop the save leaves as it is is not written; a changed value, time or check is', () => {
  const same = {
    pickedUpOrDelivered: false,
    pickedUpDeliveryDate: null,
    fromDate: new Date('2026-03-01T16:00:00Z'),
  };
  expect(stopChanged(stored, same)).toBe(false);
  expect(stopChanged(stored, { ...same, stopDirections: undefined })).toBe(false);
  expect(stopChanged(stored, { ...same, pickedUpOrDelivered: true })).toBe(true);
  expect(stopChanged(stored, { ...same, fromDate: new Date('2026-03-01T17:00:00Z') })).toBe(true);
  expect(stopChanged(stored, { ...same, toDate: new Date('2026-03-01T17:00:00Z') })).toBe(true);
  expect(stopChanged(stored, { ...same, fromDate: null })).toBe(true);
});
