import { PDFArray, PDFDocument, PDFName, PDFRawStream, decodePDFRawStream, type PDFObject } from 'pdf-lib';

/** The content streams of a page, decoded to text (their operators). */
function contentsOf(doc: PDFDocument, contents: PDFObject | undefined): string {
  const resolved = contents && doc.context.lookup(contents);
  if (resolved instanceof PDFArray) return resolved.asArray().map((item) => contentsOf(doc, item)).join('\n');
  if (resolved instanceof PDFRawStream) return Buffer.from(decodePDFRawStream(resolved).decode()).toString('latin1');
  return '';
}

/**
 * The text a PDF draws, page by page: the hex strings of its Tj operators decoded (pdf-lib writes text with the
 * standard fonts that way, WinAnsi-encoded). Enough to assert what our own renderer wrote.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes, { updateMetadata: false });
  return doc.getPages().map((page) => {
    const operators = contentsOf(doc, page.node.get(PDFName.of('Contents')));
    return [...operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)].map((m) => Buffer.from(m[1]!, 'hex').toString('latin1')).join('\n');
  });
}
