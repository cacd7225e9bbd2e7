/**
 * Pure text layout for the contract PDF: what a standard PDF font can print, and lines that fit a width.
 * No pdf-lib here, so it is tested on its own with any measure.
 */

/**
 * The text with every character the font cannot encode replaced: accents are dropped first ("Zürich" prints as
 * "Zurich"), then what is left over becomes "?". The standard fonts encode WinAnsi only, and pdf-lib throws on
 * anything else, so a party's Arabic or Chinese name must not break the document.
 */
export function printable(text: string, canEncode: (codePoint: number) => boolean): string {
  let out = '';
  for (const char of text.normalize('NFKD')) {
    const codePoint = char.codePointAt(0)!;
    if (/\p{M}/u.test(char)) continue;
    out += canEncode(codePoint) ? char : '?';
  }
  return out;
}

/** Splits `word` into pieces no wider than `maxWidth` (a hash or a long reference without spaces). */
function breakWord(word: string, maxWidth: number, widthOf: (text: string) => number): string[] {
  const pieces: string[] = [];
  let piece = '';
  for (const char of word) {
    if (piece !== '' && widthOf(piece + char) > maxWidth) {
      pieces.push(piece);
      piece = '';
    }
    piece += char;
  }
  if (piece !== '') pieces.push(piece);
  return pieces;
}

/**
 * The lines of `text` within `maxWidth`: line breaks in the text are kept, words wrap greedily, and a word wider
 * than a whole line is broken. An empty paragraph stays an empty line.
 */
export function wrapText(text: string, maxWidth: number, widthOf: (text: string) => number): string[] {
  const lines: string[] = [];
  for (const paragraph of text.split(/\r?\n/)) {
    let line = '';
    for (const word of paragraph.split(/\s+/).filter(Boolean)) {
      const candidate = line === '' ? word : `${line} ${word}`;
      if (widthOf(candidate) <= maxWidth) {
        line = candidate;
        continue;
      }
      if (line !== '') lines.push(line);
      if (widthOf(word) <= maxWidth) {
        line = word;
      } else {
        const pieces = breakWord(word, maxWidth, widthOf);
        lines.push(...pieces.slice(0, -1));
        line = pieces.at(-1) ?? '';
      }
    }
    lines.push(line);
  }
  return lines;
}
