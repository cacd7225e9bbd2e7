import { describe, expect, it } from 'vitest';
import { bucketIndex, bucketLabel, periodWindow } from '../../src/modules/analytics/periods';

const NOW = Date.parse('2026-12-15T10:00:00.000Z');
const iso = (ms: number) => new Date(ms).toISOString();

describe('analytics periods', () => {
  it('cuts 7d and 30d into days ending today, with a previous period of equal length', () => {
    const week = periodWindow('7d', NOW);
    expect([iso(week.start), iso(week.previousStart), week.bucketStarts.length]).toEqual(['2026-12-09T00:00:00.000Z', '2026-12-02T00:00:00.000Z', 7]);
    const month = periodWindow('30d', NOW);
    expect([iso(month.start), iso(month.previousStart), month.bucket]).toEqual(['2026-11-16T00:00:00.000Z', '2026-10-17T00:00:00.000Z', 'day']);
    expect(iso(month.bucketStarts.at(-1)!)).toBe('2026-12-15T00:00:00.000Z');
  });

  it('cuts 90d into 13 weeks and 1y into 12 calendar months', () => {
    const quarter = periodWindow('90d', NOW);
    expect([iso(quarter.start), quarter.bucketStarts.length, quarter.bucket]).toEqual(['2026-09-16T00:00:00.000Z', 13, 'week']);
    expect(iso(quarter.bucketStarts[1]!)).toBe('2026-09-23T00:00:00.000Z');
    const year = periodWindow('1y', NOW);
    expect([iso(year.start), iso(year.previousStart), year.bucketStarts.length]).toEqual(['2026-01-01T00:00:00.000Z', '2025-01-01T00:00:00.000Z', 12]);
    expect(iso(year.bucketStarts.at(-1)!)).toBe('2026-12-01T00:00:00.000Z');
  });

  it('puts a moment in its bucket, the first millisecond of a bucket included, outside the period -1', () => {
    const month = periodWindow('30d', NOW);
    expect(bucketIndex(month, '2026-11-16T00:00:00.000Z')).toBe(0);
    expect(bucketIndex(month, '2026-11-15T23:59:59.999Z')).toBe(-1);
    expect(bucketIndex(month, '2026-11-16T23:59:59.999Z')).toBe(0);
    expect(bucketIndex(month, '2026-11-17T00:00:00.000Z')).toBe(1);
    expect(bucketIndex(month, '2026-12-15T09:59:59.999Z')).toBe(29);
    expect(bucketIndex(month, '2026-12-15T10:00:00.001Z')).toBe(-1);
    const year = periodWindow('1y', NOW);
    expect(bucketIndex(year, '2026-02-28T23:59:59.999Z')).toBe(1);
    expect(bucketIndex(year, '2026-03-01T00:00:00.000Z')).toBe(2);
  });

  it('labels days and weeks by day, months by month (en-US, UTC)', () => {
    expect(bucketLabel('day', Date.parse('2026-12-01T00:00:00.000Z'))).toBe('Dec 1');
    expect(bucketLabel('month', Date.parse('2026-12-01T00:00:00.000Z'))).toBe('Dec 2026');
  });
});
