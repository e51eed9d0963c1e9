const XLSX = { mime: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', ext: 'xlsx' };
const DOCX = { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' };
const PPTX = { mime: 'application/vnd.openxmlformats-officedocument.presentationml.presentation', ext: 'pptx' };
const ZIP = { mime: 'application/zip', ext: 'zip' };

/** More names than any office document has: past them the archive is a plain zip here. */
const MAX_NAMES = 10_000;

/** Whether the bytes start as a zip (a local file header). */
export const isZip = (buffer: Buffer): boolean =>
  buffer.length >= 4 && buffer[0] === 0x50 && buffer[1] === 0x4b && buffer[2] === 0x03 && buffer[3] === 0x04;

/** The names in a zip's central directory (at its end), or null when it cannot be found or is zip64. */
function centralDirectoryNames(buffer: Buffer): string[] | null {
  const lowest = Math.max(0, buffer.length - 22 - 0xffff);
  let end = -1;
  for (let at = buffer.length - 22; at >= lowest; at -= 1) {
    if (buffer.readUInt32LE(at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end === -1) return null;
  const count = buffer.readUInt16LE(end + 10);
  let at = buffer.readUInt32LE(end + 16);
  if (count === 0xffff || at === 0xffffffff) return null;
  const names: string[] = [];
  for (let i = 0; i < Math.min(count, MAX_NAMES); i += 1) {
    if (at + 46 > buffer.length || buffer.readUInt32LE(at) !== 0x02014b50) return null;
    const nameLength = buffer.readUInt16LE(at + 28);
    const skip = buffer.readUInt16LE(at + 30) + buffer.readUInt16LE(at + 32);
    if (at + 46 + nameLength > buffer.length) return null;
    names.push(buffer.toString('latin1', at + 46, at + 46 + nameLength));
    at += 46 + nameLength + skip;
  }
  return names;
}

/**
 * The type of a zip upload from the names in its central directory: an Office document by its
 * main folder, else a plain zip. file-type finds the same by walking the archive from its start,
 * and for entries written with a data descriptor (streaming writers) it scans their bytes one by
 * one for the descriptor, on the request thread: half a second to a second for a 5 MB workbook
 * (issue 35). This reads a few hundred bytes at the end. Whether the file really is what its
 * names say is the reader's business (price lists read it in a worker, with limits).
 */
export function zipTypeOf(buffer: Buffer): { mime: string; ext: string } {
  const names = centralDirectoryNames(buffer);
  if (!names || !names.includes('[Content_Types].xml')) return ZIP;
  if (names.some((name) => name.startsWith('xl/'))) return XLSX;
  if (names.some((name) => name.startsWith('word/'))) return DOCX;
  if (names.some((name) => name.startsWith('ppt/'))) return PPTX;
  return ZIP;
}
