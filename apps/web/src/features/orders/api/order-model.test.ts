import { describe, expect, it } from 'vitest';
import { createOrderSchemaFor } from './order-model';

const body = {
  commodityId: '11111111-1111-4111-8111-111111111111',
  quantity: 10,
  priceRange: { min: 1, max: 2 },
  location: 'Zurich',
  terms: ['CIF'],
  deliveryDate: '2030-01-01',
};
const messages = (result: { success: boolean; error?: { issues: { message: string }[] } }) => result.error?.issues.map((i) => i.message) ?? [];

describe('order schema per category', () => {
  it('accepts a gold request with a gold location and gold terms, with the defaults filled in', () => {
    const result = createOrderSchemaFor('gold').safeParse(body);
    expect(result.success).toBe(true);
    expect(result.data).toMatchObject({ priority: 'medium', urgent: false, flexibility: { quantity: 0, price: 0, location: false, terms: false } });
  });

  it('refuses a fuel port or fuel mode on gold, and a gold city or TTM on fuel', () => {
    expect(messages(createOrderSchemaFor('gold').safeParse({ ...body, location: 'Rotterdam', terms: ['TTT'] }))).toEqual([
      'Location must be one of: Zurich, London, Dubai, Hong Kong, New York',
      'Terms must be among: CIF, FOB, TTM',
    ]);
    expect(messages(createOrderSchemaFor('fuel').safeParse({ ...body, terms: ['TTM'] }))).toEqual([
      'Location must be one of: Fujairah, Rotterdam, Houston',
      'Terms must be among: TTT, TTV, CIF, FOB',
    ]);
  });

  it('refuses a past delivery date and a flexibility above 100%', () => {
    expect(messages(createOrderSchemaFor('gold').safeParse({ ...body, deliveryDate: '2020-01-01' }))).toEqual(['Delivery date cannot be in the past']);
    const flexible = { ...body, flexibility: { quantity: 120, price: 0, location: false, terms: false } };
    expect(messages(createOrderSchemaFor('gold').safeParse(flexible))).toEqual(['Quantity flexibility must be at most 100']);
  });
});
