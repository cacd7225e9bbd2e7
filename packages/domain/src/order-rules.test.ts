import { describe, expect, it } from 'vitest';
import { orderRuleViolations } from './order-rules';

const NOW = new Date('2026-11-25T12:00:00.000Z');

describe('order rules per commodity category', () => {
  it('accepts a gold city with gold terms, delivered today or later', () => {
    expect(orderRuleViolations('gold', { location: 'Zurich', terms: ['CIF', 'TTM'], deliveryDate: '2026-11-25' }, NOW)).toEqual([]);
    expect(orderRuleViolations('fuel', { location: 'Rotterdam', terms: ['TTT'], deliveryDate: '2027-01-01' }, NOW)).toEqual([]);
  });

  it('names every broken rule with its field, location first, and skips a date that is not given', () => {
    expect(orderRuleViolations('gold', { location: 'Rotterdam', terms: ['TTT'], deliveryDate: '2026-11-24' }, NOW)).toEqual([
      { field: 'location', message: 'Location must be one of: Zurich, London, Dubai, Hong Kong, New York' },
      { field: 'terms', message: 'Terms must be among: CIF, FOB, TTM' },
      { field: 'deliveryDate', message: 'Delivery date cannot be in the past' },
    ]);
    expect(orderRuleViolations('fuel', { location: 'Zurich', terms: ['TTM'] }, NOW).map((v) => v.field)).toEqual(['location', 'terms']);
  });
});
