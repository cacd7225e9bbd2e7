/**
 * A Content-Disposition header per RFC 6266: a plain-ASCII `filename` for old clients and, per RFC 5987,
 * `filename*` with the exact name in UTF-8, which every current browser prefers.
 */
export function contentDisposition(kind: 'attachment' | 'inline', fileName: string): string {
  const fallback =
    fileName
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      // Outside printable ASCII, and the quote, backslash and percent a quoted fallback must not hold.
      .replace(/[^\x20-\x7e]|["\\%]/g, '_') || 'document';
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encodeRfc5987(fileName)}`;
}

/** Percent-encodes all but RFC 5987's attr-char; encodeURIComponent leaves ' ( ) * as they are. */
export const encodeRfc5987 = (value: string) =>
  encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
