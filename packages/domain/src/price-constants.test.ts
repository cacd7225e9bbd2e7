import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { INSTRUMENTS_AR } from './arabic-common';
import {
  FALLBACK_PRICES,
  MARKET_SUMMARY_KEYS,
  PRICE_GROUPS,
  PRICE_INSTRUMENTS,
  PRICE_SYMBOLS,
  SYMBOL_BY_SUMMARY_KEY,
  SYMBOLS_BY_GROUP,
  toPriceSymbol,
  type PriceInstrument,
} from './price-constants';
import { priceSymbolSchema } from './prices';
import { translateText } from './translations';

const ARABIC_LETTER = /[\u0600-\u06FF]/;

describe('the symbol table', () => {
  it('has one row per symbol, keyed by its own symbol, with names, a unit, a group and the providers’ parameters', () => {
    expect(Object.keys(PRICE_INSTRUMENTS)).toEqual([...PRICE_SYMBOLS]);
    for (const symbol of PRICE_SYMBOLS) {
      const row = PRICE_INSTRUMENTS[symbol];
      expect(row.symbol).toBe(symbol);
      expect(row.name.trim()).not.toBe('');
      expect(row.unit.trim()).not.toBe('');
      expect(row.currency).toBe('USD');
      expect(PRICE_GROUPS).toContain(row.group);
      expect(row.upstream).toMatch(/^[A-Z0-9=.-]+$/);
      expect(row.fallbackPrice).toBeGreaterThan(0);
      // A daily volatility is a fraction: between a calm currency index's 0.1% and a wild market's 10%.
      expect(row.dailyVolatility).toBeGreaterThan(0.001);
      expect(row.dailyVolatility).toBeLessThan(0.1);
      expect(priceSymbolSchema.safeParse(row).success).toBe(true);
    }
  });

  it('maps each symbol to its own upstream ticker and name', () => {
    const rows = Object.values(PRICE_INSTRUMENTS);
    expect(new Set(rows.map((r) => r.upstream)).size).toBe(rows.length);
    expect(new Set(rows.map((r) => r.name)).size).toBe(rows.length);
  });

  it('keeps spec 9’s fallback prices for its three symbols', () => {
    expect(FALLBACK_PRICES).toMatchObject({ XAU: 2043.5, BRENT: 82.45, DXY: 103.25 });
    expect(Object.keys(FALLBACK_PRICES)).toEqual([...PRICE_SYMBOLS]);
  });

  it('keeps the market summary to the three keys of spec 3, each on the row that names it', () => {
    expect(MARKET_SUMMARY_KEYS).toEqual(['gold', 'crude_oil', 'usd_index']);
    const keyed = PRICE_SYMBOLS.flatMap((symbol) => {
      const row: PriceInstrument = PRICE_INSTRUMENTS[symbol];
      return row.key ? [[row.key, symbol]] : [];
    });
    expect(Object.fromEntries(keyed)).toEqual(SYMBOL_BY_SUMMARY_KEY);
  });

  it('puts every symbol in exactly one group, metals first, in the table’s order', () => {
    expect(SYMBOLS_BY_GROUP).toEqual({ metals: ['XAU', 'XAG', 'XPT', 'XPD'], energy: ['BRENT', 'WTI', 'HO'], fx: ['DXY'] });
    expect(PRICE_GROUPS.flatMap((group) => SYMBOLS_BY_GROUP[group])).toEqual([...PRICE_SYMBOLS]);
  });

  it('has every name and unit in Arabic, found again from the English words', () => {
    for (const symbol of PRICE_SYMBOLS) {
      const { name, unit } = PRICE_INSTRUMENTS[symbol];
      expect(INSTRUMENTS_AR[symbol].name).toMatch(ARABIC_LETTER);
      expect(INSTRUMENTS_AR[symbol].unit).toMatch(ARABIC_LETTER);
      expect(translateText(name, 'ar')).toBe(INSTRUMENTS_AR[symbol].name);
      expect(translateText(unit, 'ar')).toBe(INSTRUMENTS_AR[symbol].unit);
    }
  });
});

describe('toPriceSymbol', () => {
  it('finds every symbol in any case, with surrounding spaces', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PRICE_SYMBOLS), fc.array(fc.boolean(), { maxLength: 5 }), fc.constantFrom('', ' ', '\t'), (symbol, upper, pad) => {
        const mixed = [...symbol].map((c, i) => ((upper[i] ?? true) ? c : c.toLowerCase())).join('');
        expect(toPriceSymbol(`${pad}${mixed}${pad}`)).toBe(symbol);
      }),
    );
  });

  it('finds nothing else', () => {
    const known = new Set<string>(PRICE_SYMBOLS);
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), (input) => {
        fc.pre(!known.has(input.trim().toUpperCase()));
        expect(toPriceSymbol(input)).toBeUndefined();
      }),
    );
  });
});
