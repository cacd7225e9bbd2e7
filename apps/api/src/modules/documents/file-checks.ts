import { isUtf8 } from 'node:buffer';
import { Transform } from 'node:stream';
import { DOCUMENT_ERROR_CODES, DOCUMENT_FILE_KINDS, DOCUMENT_LIMITS, DOCUMENT_TEXTS, ERROR_CODES, type DocumentExtension } from '@ctp/domain';
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '../../lib/app-error';
import { inspectZipDirectory, zipTailBytes, ZipInspectionError, type ZipLimits } from './zip-inspection';

/** file-type's own "reasonable detection size": the bytes it needs to recognise the formats we accept. */
const SNIFF_BYTES = 4100;

/** What file-type must find for each extension. A .txt has no signature and is checked as UTF-8 text instead. */
const SIGNATURES: Record<DocumentExtension, readonly string[] | 'text'> = {
  pdf: ['pdf'],
  // Word 97-2003 files are Compound File Binary (OLE) containers.
  doc: ['cfb'],
  // file-type names a .docx from its first entries; when those lie past the sample it only sees a ZIP,
  // and the central directory check below then asks for word/document.xml.
  docx: ['docx', 'zip'],
  jpg: ['jpg'],
  jpeg: ['jpg'],
  png: ['png'],
  txt: 'text',
};

export const DOCX_LIMITS: ZipLimits = {
  maxEntries: DOCUMENT_LIMITS.docxMaxEntries,
  maxUncompressedBytes: DOCUMENT_LIMITS.docxMaxUncompressedBytes,
};

export const fileTooLarge = () => new AppError(413, ERROR_CODES.tooLarge, DOCUMENT_TEXTS.fileTooLarge);

const mismatch = (extension: DocumentExtension) =>
  new AppError(400, DOCUMENT_ERROR_CODES.contentMismatch, DOCUMENT_TEXTS.contentMismatch(DOCUMENT_FILE_KINDS[extension].label), { extension });

const notText = () => new AppError(400, DOCUMENT_ERROR_CODES.contentMismatch, DOCUMENT_TEXTS.notUtf8Text, { extension: 'txt' });

/** Text formats file-type may recognise inside a plain-text file (an XML declaration, a calendar, subtitles). */
const isTextLike = (mime: string) => mime.startsWith('text/') || mime === 'application/xml';

async function signatureAgrees(extension: DocumentExtension, sample: Buffer): Promise<boolean> {
  let detected: { ext: string; mime: string } | undefined;
  try {
    detected = await fileTypeFromBuffer(sample);
  } catch {
    // A sample file-type cannot even parse is no file of ours.
    return false;
  }
  const expected = SIGNATURES[extension];
  if (expected === 'text') return detected === undefined || isTextLike(detected.mime);
  return detected !== undefined && expected.includes(detected.ext);
}

/** How many bytes at the end of `buffer` start a UTF-8 sequence that the next chunk completes. */
function incompleteUtf8Tail(buffer: Buffer): number {
  for (let back = 1; back <= Math.min(3, buffer.length); back++) {
    const byte = buffer[buffer.length - back]!;
    if ((byte & 0xc0) === 0x80) continue; // a continuation byte: keep looking for the lead
    const needed = byte >= 0xf0 ? 4 : byte >= 0xe0 ? 3 : byte >= 0xc0 ? 2 : 1;
    return needed > back ? back : 0;
  }
  return 0;
}

export interface InspectedFile {
  size: number;
  /** The content type the checks established (never the client's claim). */
  mimeType: string;
}

/**
 * A pass-through stream that checks an upload while it flows to storage, holding only a small sample:
 * the size cap (413, cutting the stream off), the signature against the extension as soon as the first
 * 4 KB are in (so a refused file is cut off there), UTF-8 without NUL bytes for text, and for a .docx the
 * tail of the archive, whose central directory `result()` inspects once the stream has ended.
 */
export function createFileInspector(extension: DocumentExtension, maxBytes: number = DOCUMENT_LIMITS.maxBytes) {
  let size = 0;
  let sniffed = false;
  let head: Buffer[] = [];
  let headLength = 0;
  let utf8Carry: Buffer | undefined;
  const keepTail = extension === 'docx' ? zipTailBytes(DOCX_LIMITS) : 0;
  const tail: Buffer[] = [];
  let tailLength = 0;

  async function sniff() {
    sniffed = true;
    const sample = Buffer.concat(head).subarray(0, SNIFF_BYTES);
    head = [];
    if (!(await signatureAgrees(extension, sample))) throw extension === 'txt' ? notText() : mismatch(extension);
  }

  function checkText(chunk: Buffer, final: boolean) {
    if (chunk.includes(0)) throw notText();
    const data = utf8Carry ? Buffer.concat([utf8Carry, chunk]) : chunk;
    const cut = final ? data.length : data.length - incompleteUtf8Tail(data);
    if (!isUtf8(data.subarray(0, cut))) throw notText();
    utf8Carry = cut < data.length ? Buffer.from(data.subarray(cut)) : undefined;
  }

  function keepInTail(chunk: Buffer) {
    tail.push(chunk);
    tailLength += chunk.length;
    while (tail.length > 1 && tailLength - tail[0]!.length >= keepTail) tailLength -= tail.shift()!.length;
  }

  const stream = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      (async () => {
        size += chunk.length;
        if (size > maxBytes) throw fileTooLarge();
        if (!sniffed) {
          head.push(chunk);
          headLength += chunk.length;
          if (headLength >= SNIFF_BYTES) await sniff();
        }
        if (extension === 'txt') checkText(chunk, false);
        if (keepTail) keepInTail(chunk);
      })().then(
        () => callback(null, chunk),
        (error: Error) => callback(error),
      );
    },
    flush(callback) {
      (async () => {
        if (!sniffed && size > 0) await sniff();
        if (extension === 'txt') checkText(Buffer.alloc(0), true);
      })().then(
        () => callback(),
        (error: Error) => callback(error),
      );
    },
  });

  /** After the stream has ended: the checks that need the whole file. */
  function result(): InspectedFile {
    if (size === 0) throw new AppError(400, DOCUMENT_ERROR_CODES.emptyFile, DOCUMENT_TEXTS.emptyFile);
    if (extension === 'docx') checkDocx(Buffer.concat(tail).subarray(-keepTail), size);
    return { size, mimeType: DOCUMENT_FILE_KINDS[extension].mimeType };
  }

  return { stream, result };
}

/** A .docx must be a sane ZIP archive holding word/document.xml; zip bombs are refused on their declared sizes. */
export function checkDocx(tail: Buffer, size: number) {
  try {
    const directory = inspectZipDirectory(tail, size, DOCX_LIMITS);
    if (!directory.names.has('word/document.xml')) throw mismatch('docx');
  } catch (error) {
    if (!(error instanceof ZipInspectionError)) throw error;
    switch (error.problem) {
      case 'too-large':
        throw new AppError(413, DOCUMENT_ERROR_CODES.archiveTooLarge, DOCUMENT_TEXTS.docxTooLarge);
      case 'too-many-entries':
      case 'directory-too-large':
        throw new AppError(400, DOCUMENT_ERROR_CODES.invalidDocument, DOCUMENT_TEXTS.docxTooManyEntries);
      default:
        throw new AppError(400, DOCUMENT_ERROR_CODES.invalidDocument, DOCUMENT_TEXTS.invalidDocx, { problem: error.problem });
    }
  }
}

/**
 * The uploaded name without any path, control characters or bidirectional overrides (which can make
 * 'x\u202Efdp.exe' read as 'xexe.pdf'), shortened (keeping its extension) to fit.
 */
export function cleanFileName(raw: string): string {
  const base = (raw.split(/[\\/]/).pop() ?? '')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '')
    .normalize('NFC')
    .trim();
  const chars = Array.from(base);
  if (chars.length <= DOCUMENT_LIMITS.fileNameMax) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 ? Array.from(base.slice(dot)) : [];
  return [...chars.slice(0, DOCUMENT_LIMITS.fileNameMax - extension.length), ...extension].join('');
}
