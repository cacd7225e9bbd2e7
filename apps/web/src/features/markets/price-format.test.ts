import { describe, expect, it } from 'vitest';
import { formatChange, formatDate, formatDateTime, formatMoney, formatPercent, formatUpdatedAt, trendOf } from '@/lib/format';

describe('price display rules (spec 9)', () => {
  it('shows prices with a dollar sign and two decimals, administrator money without decimals', () => {
    expect(formatMoney(2043.5)).toBe('$2,043.50');
    expect(formatMoney(82.449)).toBe('$82.45');
    expect(formatMoney(100_000_000, { decimals: 0 })).toBe('$100,000,000');
  });

  it('signs changes and percents, and never signs a change that rounds to zero', () => {
    expect(formatChange(20.25)).toBe('+20.25');
    expect(formatChange(-0.8)).toBe('-0.80');
    expect(formatChange(0)).toBe('0.00');
    expect(formatChange(-0.001)).toBe('0.00');
    expect(formatPercent(0.8508)).toBe('+0.85%');
    expect(formatPercent(-1.0526)).toBe('-1.05%');
  });

  it('reads the direction as shown: up, down, or flat at 0.00', () => {
    expect([trendOf(0.01), trendOf(-0.01), trendOf(0), trendOf(0.004), trendOf(-0.004)]).toEqual(['up', 'down', 'flat', 'flat', 'flat']);
  });

  it('writes dates in the en-US locale', () => {
    expect(formatDate('2026-03-11T00:00:00.000Z', { timeZone: 'UTC' })).toBe('Mar 11, 2026');
    expect(formatDateTime('2026-03-11T15:04:00.000Z', { timeZone: 'UTC' })).toBe('Mar 11, 2026, 3:04 PM');
    expect(formatUpdatedAt('2026-03-10T15:04:00.000Z', '2026-03-12T12:00:00.000Z')).toMatch(/^Mar 10, 2026, /);
    expect(formatUpdatedAt('2026-03-12T12:00:00.000Z', '2026-03-12T12:00:00.000Z')).toMatch(/^\d{1,2}:\d{2} [AP]M$/);
  });
});
