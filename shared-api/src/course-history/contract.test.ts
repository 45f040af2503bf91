import { currentStreakOf, formatDuration, historyDateRange } from './contract.ts';

describe('learning history rules', () => {
  // docs/product/history.md#date-filter-defaults
  it('defaults a lone start to end today, and a lone end to start 30 days before it', () => {
    expect(historyDateRange(undefined, undefined, '2026-11-23')).toEqual({});
    expect(historyDateRange('2026-11-01', undefined, '2026-11-23')).toEqual({
      from: '2026-11-01',
      to: '2026-11-23',
    });
    expect(historyDateRange(undefined, '2026-03-01', '2026-11-23')).toEqual({
      from: '2026-01-30',
      to: '2026-03-01',
    });
  });

  it('shows durations as h, m and s', () => {
    expect(formatDuration(45)).toBe('45s');
    expect(formatDuration(905)).toBe('15m 5s');
    expect(formatDuration(3900)).toBe('1h 5m');
    expect(formatDuration(7200)).toBe('2h');
  });

  it('counts a streak up to today, or up to yesterday before today’s first session', () => {
    expect(currentStreakOf(['2026-11-23', '2026-11-22', '2026-11-20'], '2026-11-23')).toBe(2);
    expect(currentStreakOf(['2026-11-22', '2026-11-21'], '2026-11-23')).toBe(2);
    expect(currentStreakOf(['2026-11-20'], '2026-11-23')).toBe(0);
  });
});
