import { formatMoney } from './money.ts';
import { formatDuration, formatTime, formatTimestamp, timeAgo } from './time.ts';

describe('formatMoney', () => {
  it('shows cents as dollars with two decimals', () => {
    expect(formatMoney(1250)).toBe('$12.50');
    expect(formatMoney(0)).toBe('$0.00');
    expect(formatMoney(199_900)).toBe('$1,999.00');
  });
});

// docs/product/portal.md#time-ago
describe('timeAgo', () => {
  const now = new Date('2026-11-22T12:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it.each([
    [30_000, 'Just now'],
    [5 * 60_000, '5m ago'],
    [3 * 3_600_000, '3h ago'],
    [2 * 86_400_000, '2d ago'],
  ])('shows %i ms ago as %s', (ms, text) => {
    expect(timeAgo(ago(ms), now)).toBe(text);
  });
  it('shows the date from 7 days on', () => {
    expect(timeAgo(ago(8 * 86_400_000), now)).toBe('Nov 14, 2026');
  });
});

describe('durations and times', () => {
  it('shows minutes as hours and minutes', () => {
    expect(formatDuration(125)).toBe('2h 5m');
    expect(formatDuration(45)).toBe('45m');
    expect(formatDuration(180)).toBe('3h');
  });
  it('shows a 24-hour HH:mm time', () => {
    expect(formatTime(new Date(2026, 10, 22, 9, 5))).toBe('09:05');
  });
  it('shows video timestamps as m:ss', () => {
    expect(formatTimestamp(75)).toBe('1:15');
  });
});
