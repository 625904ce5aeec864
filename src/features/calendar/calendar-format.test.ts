import { afterEach, expect, it } from 'vitest';
import type { CalendarLoad } from '#contract/calendar';
import { setBusinessZone } from '../../shared/format/business-zone';
import { timeSpan } from './calendar-format';

const load = (start: string, end: string, byStopWindow = true) =>
  ({ start, end, byStopWindow }) as CalendarLoad;

afterEach(() => setBusinessZone('America/Los_Angeles'));

it('tells a load’s times in the configured business zone, not a constant one (decision 061)', () => {
  const window = load('2032-05-15T15:00:00.000Z', '2032-05-15T18:00:00.000Z');
  expect(timeSpan(window)).toBe('8:00 AM – 11:00 AM');
  setBusinessZone('Pacific/Auckland');
  expect(timeSpan(window)).toBe('3:00 AM – 6:00 AM');
  expect(timeSpan(load('2032-05-15T15:00:00.000Z', '2032-05-15T15:00:00.000Z', false))).toBe(
    'Est. ship 3:00 AM',
  );
});
