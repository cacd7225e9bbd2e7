/**
 * Reads a ZIP archive's central directory (the table of contents at its end) without unpacking anything:
 * how many entries, their names and their declared unpacked sizes. Enough to refuse a zip bomb or a file
 * that is not the archive it claims to be. Zip64 archives are refused: a document under 10 MB never needs one.
 */

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_LENGTH = 22;
const MAX_COMMENT = 0xffff;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_LENGTH = 46;
const ZIP64_MARK_16 = 0xffff;
const ZIP64_MARK_32 = 0xffffffff;

export type ZipProblem = 'malformed' | 'zip64' | 'encrypted' | 'too-many-entries' | 'too-large' | 'directory-too-large';

export class ZipInspectionError extends Error {
  constructor(readonly problem: ZipProblem) {
    super(`zip archive refused: ${problem}`);
  }
}

export interface ZipLimits {
  maxEntries: number;
  maxUncompressedBytes: number;
}

export interface ZipDirectory {
  entryCount: number;
  /** The sum of the entries' declared unpacked sizes. */
  totalUncompressedBytes: number;
  names: Set<string>;
}

/** How many trailing bytes to keep to read the directory of an archive within the limits. */
export const zipTailBytes = (limits: ZipLimits) => EOCD_LENGTH + MAX_COMMENT + limits.maxEntries * (CENTRAL_LENGTH + 256);

/**
 * `tail` holds the last bytes of an archive of `totalSize` bytes (the whole file when it is small).
 * Throws ZipInspectionError when the archive is malformed or over a limit.
 */
export function inspectZipDirectory(tail: Buffer, totalSize: number, limits: ZipLimits): ZipDirectory {
  const tailStart = totalSize - tail.length;
  const fail = (problem: ZipProblem): never => {
    throw new ZipInspectionError(problem);
  };

  // The end-of-central-directory record closes the file; only its comment (up to 64 KiB) may follow it.
  let eocd = -1;
  for (let at = tail.length - EOCD_LENGTH; at >= 0 && at >= tail.length - EOCD_LENGTH - MAX_COMMENT; at--) {
    if (tail.readUInt32LE(at) === EOCD_SIGNATURE && at + EOCD_LENGTH + tail.readUInt16LE(at + 20) === tail.length) {
      eocd = at;
      break;
    }
  }
  if (eocd === -1) fail('malformed');

  const disk = tail.readUInt16LE(eocd + 4);
  const directoryDisk = tail.readUInt16LE(eocd + 6);
  const entriesOnDisk = tail.readUInt16LE(eocd + 8);
  const entryCount = tail.readUInt16LE(eocd + 10);
  const directorySize = tail.readUInt32LE(eocd + 12);
  const directoryOffset = tail.readUInt32LE(eocd + 16);
  if (entryCount === ZIP64_MARK_16 || directorySize === ZIP64_MARK_32 || directoryOffset === ZIP64_MARK_32) fail('zip64');
  if (disk !== 0 || directoryDisk !== 0 || entriesOnDisk !== entryCount) fail('malformed');
  if (entryCount > limits.maxEntries) fail('too-many-entries');
  // The directory ends where the end record starts: no gap, no overlap, nothing hidden in between.
  if (directoryOffset + directorySize !== tailStart + eocd) fail('malformed');
  if (directoryOffset < tailStart) fail('directory-too-large');

  const names = new Set<string>();
  let total = 0;
  let at = directoryOffset - tailStart;
  for (let i = 0; i < entryCount; i++) {
    if (at + CENTRAL_LENGTH > eocd || tail.readUInt32LE(at) !== CENTRAL_SIGNATURE) fail('malformed');
    const flags = tail.readUInt16LE(at + 8);
    const compressedSize = tail.readUInt32LE(at + 20);
    const uncompressedSize = tail.readUInt32LE(at + 24);
    const nameLength = tail.readUInt16LE(at + 28);
    const extraLength = tail.readUInt16LE(at + 30);
    const commentLength = tail.readUInt16LE(at + 32);
    const localHeaderOffset = tail.readUInt32LE(at + 42);
    if (compressedSize === ZIP64_MARK_32 || uncompressedSize === ZIP64_MARK_32 || localHeaderOffset === ZIP64_MARK_32) fail('zip64');
    if (flags & 0x1) fail('encrypted');
    if (localHeaderOffset + compressedSize > directoryOffset) fail('malformed');
    const next = at + CENTRAL_LENGTH + nameLength + extraLength + commentLength;
    if (next > eocd) fail('malformed');
    names.add(tail.toString('utf8', at + CENTRAL_LENGTH, at + CENTRAL_LENGTH + nameLength));
    total += uncompressedSize;
    if (total > limits.maxUncompressedBytes) fail('too-large');
    at = next;
  }
  if (at !== eocd) fail('malformed');
  return { entryCount, totalUncompressedBytes: total, names };
}
