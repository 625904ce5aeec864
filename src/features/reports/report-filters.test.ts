import { afterEach, describe, expect, it } from 'vitest';
import { defaultReportFilters } from './report-filters';

const zone = process.env.TZ;
afterEach(() => {
  process.env.TZ = zone;
});

describe('the report window by default', () => {
  it('is this month so far in the business’s days, whatever the browser’s zone (decision 054)', () => {
    // 7:30 PM on 30 November in Los Angeles is already 1 December in Auckland.
    process.env.TZ = 'Pacific/Auckland';
    expect(defaultReportFilters(new Date('2025-12-01T03:30:00Z'))).toMatchObject({
      from: '2025-11-01',
      to: '2025-11-30',
    });
  });
});
