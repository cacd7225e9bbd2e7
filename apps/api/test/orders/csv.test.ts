import { describe, expect, it } from 'vitest';
import { csvCell, csvLine } from '../../src/lib/csv';

describe('CSV cells', () => {
  it('escapes formula starters with a leading apostrophe', () => {
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell('+SUM(A1)')).toBe("'+SUM(A1)");
    expect(csvCell('-2')).toBe("'-2");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\tx')).toBe("'\tx");
  });

  it('quotes commas, quotes and line breaks', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('=HYPERLINK("x","y")')).toBe(`"'=HYPERLINK(""x"",""y"")"`);
  });

  it('leaves plain values alone and empties null', () => {
    expect(csvLine(['BUY-2026-001', 12.5, null, undefined, true])).toBe('BUY-2026-001,12.5,,,true');
  });
});
