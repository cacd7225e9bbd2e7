import type { FastifyReply } from 'fastify';

export type CsvValue = string | number | boolean | null | undefined;

/** Characters a spreadsheet may read as the start of a formula. */
const FORMULA_START = /^[=+\-@\t\r]/;
/**
 * A formula start after any character some reader splits on: a comma, the semicolon that Excel uses in
 * de, fr, nl and es locales (where `Bob;=2+5;` would become a cell `=2+5`), a tab or a line break.
 */
const FORMULA_AFTER_SEPARATOR = /([,;\t\r\n]\s*)(?=[=+\-@])/g;

/**
 * A CSV cell (RFC 4180), always quoted with inner quotes doubled, so that no reader splits it whatever its
 * separator. A text that starts with a formula character, or has one right after a separator, gets an apostrophe
 * there so no spreadsheet runs it; numbers and booleans are written as they are.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '""';
  let text = String(value);
  if (typeof value === 'string') {
    text = text.replace(FORMULA_AFTER_SEPARATOR, "$1'");
    if (FORMULA_START.test(text)) text = `'${text}`;
  }
  return `"${text.replace(/"/g, '""')}"`;
}

export const csvLine = (cells: readonly CsvValue[]) => cells.map(csvCell).join(',');

/** A header line and one line per row, CRLF line ends. */
export const csvText = (header: readonly string[], rows: readonly (readonly CsvValue[])[]) =>
  `${[header, ...rows].map(csvLine).join('\r\n')}\r\n`;

/** Sends CSV text as a download named `<baseName>-<UTC date>.csv`. */
export function sendCsv(reply: FastifyReply, baseName: string, csv: string) {
  const day = new Date().toISOString().slice(0, 10);
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${baseName}-${day}.csv"`)
    .header('cache-control', 'no-store')
    .send(csv);
}
