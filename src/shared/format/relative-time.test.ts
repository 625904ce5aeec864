import { expect, test } from 'vitest';
import { formatRelativeTime } from './relative-time';
import { formatUsDateTime } from './us-date-time';

const now = Date.UTC(2026, 0, 15, 12, 0, 0);
const ago = (seconds: number) => new Date(now - seconds * 1000).toISOString();

test('says how long ago, in the largest whole unit', () => {
  expect(formatRelativeTime(ago(10), now)).toBe('just now');
  expect(formatRelativeTime(ago(50), now)).toBe('1 minute ago');
  expect(formatRelativeTime(ago(5 * 60), now)).toBe('5 minutes ago');
  expect(formatRelativeTime(ago(3 * 3600), now)).toBe('3 hours ago');
  expect(formatRelativeTime(ago(24 * 3600), now)).toBe('yesterday');
  expect(formatRelativeTime(ago(3 * 24 * 3600), now)).toBe('3 days ago');
  expect(formatRelativeTime(ago(2 * 7 * 24 * 3600), now)).toBe('2 weeks ago');
  expect(formatRelativeTime(ago(400 * 24 * 3600), now)).toBe('last year');
});

test('an empty or unreadable date', () => {
  expect(formatRelativeTime(null, now)).toBe('');
  expect(formatRelativeTime('soon', now)).toBe('Invalid Date');
});

test('a full date for tooltips is MM/DD/YYYY h:mm A in the business’s zone; before 1970 is --', () => {
  expect(formatUsDateTime('2026-01-05T23:07:00.000Z')).toBe('01/05/2026 3:07 PM');
  expect(formatUsDateTime('2026-01-05T08:30:00.000Z')).toBe('01/05/2026 12:30 AM');
  expect(formatUsDateTime(null)).toBe('');
  expect(formatUsDateTime('1969-06-01T00:00:00Z')).toBe('--');
});
