/**
 * Reads CSV the way a spreadsheet does for a given separator: a field that opens with a quote runs to its
 * closing quote (doubled quotes inside), anything after that up to the separator is kept as it is.
 * Excel in de, fr, nl and es locales reads a comma file with ';', so exports are checked with both.
 */
export function parseCsv(text: string, separator: ',' | ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let i = 0;
  const endField = () => {
    row.push(field);
    field = '';
  };
  while (i < text.length) {
    if (field === '' && text[i] === '"') {
      i++;
      while (i < text.length && !(text[i] === '"' && text[i + 1] !== '"')) {
        field += text[i];
        i += text[i] === '"' ? 2 : 1;
      }
      i++;
      continue;
    }
    const ch = text[i]!;
    if (ch === separator) endField();
    else if (ch === '\r' && text[i + 1] === '\n') {
      endField();
      rows.push(row);
      row = [];
      i++;
    } else field += ch;
    i++;
  }
  if (field !== '' || row.length > 0) {
    endField();
    rows.push(row);
  }
  return rows;
}

/** Cells a spreadsheet would run as a formula: they start with = + @, or - not followed by a digit. */
export function formulaCells(text: string): string[] {
  return [',', ';'].flatMap((separator) =>
    parseCsv(text, separator as ',' | ';')
      .flat()
      .filter((cell) => /^\s*([=+@]|-(?!\d))/.test(cell)),
  );
}
