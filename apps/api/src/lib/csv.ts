import type { FastifyReply } from 'fastify';

export type CsvValue = string | number | boolean | null | undefined;

/**
 * A CSV cell (RFC 4180). A cell starting with = + - @ (or a tab or carriage return) is prefixed with
 * an apostrophe so spreadsheets do not run it as a formula; cells holding a comma, quote or line break
 * are quoted with inner quotes doubled.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
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
