import { describe, expect, it } from 'vitest';
import { contentDisposition, encodeRfc5987 } from '../../src/modules/documents/content-disposition';
import { cleanFileName } from '../../src/modules/documents/file-checks';
import { inspectZipDirectory, ZipInspectionError, type ZipProblem } from '../../src/modules/documents/zip-inspection';
import { tinyDocx, zipArchive } from './fixtures';

const LIMITS = { maxEntries: 1000, maxUncompressedBytes: 100 * 1024 * 1024 };

function problemOf(tail: Buffer, size: number): ZipProblem | undefined {
  try {
    inspectZipDirectory(tail, size, LIMITS);
    return undefined;
  } catch (error) {
    if (error instanceof ZipInspectionError) return error.problem;
    throw error;
  }
}

describe('reading a ZIP central directory', () => {
  it('lists the entries and their declared sizes from the whole file or from its tail alone', () => {
    const docx = tinyDocx();
    const whole = inspectZipDirectory(docx, docx.length, LIMITS);
    expect(whole.entryCount).toBe(3);
    expect([...whole.names]).toEqual(['[Content_Types].xml', '_rels/.rels', 'word/document.xml']);
    // The server keeps only the end of a stream; the directory is found all the same.
    const directoryStart = docx.readUInt32LE(docx.length - 6);
    expect(inspectZipDirectory(docx.subarray(directoryStart), docx.length, LIMITS)).toEqual(whole);
  });

  it('allows an archive comment after the end record', () => {
    const docx = tinyDocx();
    const comment = Buffer.from('made by a test');
    const withComment = Buffer.concat([docx, comment]);
    withComment.writeUInt16LE(comment.length, docx.length - 2);
    expect(problemOf(withComment, withComment.length)).toBeUndefined();
  });

  it.each<[string, () => Buffer, ZipProblem]>([
    ['no end record', () => Buffer.from('not a zip at all, just some text that is long enough'), 'malformed'],
    ['a cut-off end', () => tinyDocx().subarray(0, -5), 'malformed'],
    [
      'bytes smuggled between directory and end record',
      () => {
        const docx = tinyDocx();
        return Buffer.concat([docx.subarray(0, -22), Buffer.from('junk'), docx.subarray(-22)]);
      },
      'malformed',
    ],
    [
      'a Zip64 marker',
      () => {
        const docx = tinyDocx();
        docx.writeUInt32LE(0xffffffff, docx.length - 6);
        return docx;
      },
      'zip64',
    ],
    [
      'an encrypted entry',
      () => {
        const docx = tinyDocx();
        const directoryStart = docx.readUInt32LE(docx.length - 6);
        docx.writeUInt16LE(docx.readUInt16LE(directoryStart + 8) | 1, directoryStart + 8);
        return docx;
      },
      'encrypted',
    ],
    ['1,001 entries', () => zipArchive(Array.from({ length: 1001 }, (_, i) => ({ name: `f${i}`, data: Buffer.from('x') }))), 'too-many-entries'],
    ['a declared 4 GB entry', () => zipArchive([{ name: 'word/document.xml', data: Buffer.from('x'), declaredSize: 0xfffffffe }]), 'too-large'],
  ])('refuses %s', (_case, make, problem) => {
    const file = make();
    expect(problemOf(file, file.length)).toBe(problem);
  });

  it('refuses a directory larger than the tail the server kept', () => {
    const docx = tinyDocx();
    expect(problemOf(docx.subarray(-30), docx.length)).toBe('directory-too-large');
  });
});

describe('file names', () => {
  it('keeps the name as uploaded, minus paths, control characters and direction overrides', () => {
    expect(cleanFileName('C:\\fakepath\\Statement.pdf')).toBe('Statement.pdf');
    expect(cleanFileName('../../etc/passwd.txt')).toBe('passwd.txt');
    expect(cleanFileName('line\r\nbreak\u0000.pdf')).toBe('linebreak.pdf');
    expect(cleanFileName('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(cleanFileName('Cafe\u0301 №5.pdf')).toBe('Café №5.pdf');
  });

  it('shortens a long name to 255 characters, keeping its extension', () => {
    const name = cleanFileName(`${'я'.repeat(400)}.docx`);
    expect(Array.from(name)).toHaveLength(255);
    expect(name.endsWith('я.docx')).toBe(true);
  });
});

describe('Content-Disposition', () => {
  it('gives an ASCII fallback and the exact name per RFC 6266 and RFC 5987', () => {
    expect(contentDisposition('attachment', 'report.pdf')).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(contentDisposition('inline', 'Résumé (final)*.pdf')).toBe(`inline; filename="Resume (final)*.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28final%29%2A.pdf`);
    expect(contentDisposition('attachment', '合同.pdf')).toBe(`attachment; filename="__.pdf"; filename*=UTF-8''%E5%90%88%E5%90%8C.pdf`);
    expect(contentDisposition('attachment', 'a"b\\c%d.txt')).toBe(`attachment; filename="a_b_c_d.txt"; filename*=UTF-8''a%22b%5Cc%25d.txt`);
    expect(encodeRfc5987("it's")).toBe('it%27s');
  });
});
