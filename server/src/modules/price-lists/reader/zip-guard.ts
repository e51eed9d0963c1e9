import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { SpreadsheetError } from './limits.js';

/** More entries than any real workbook has: a zip of many tiny bombs is refused early. */
const MAX_ENTRIES = 10_000;

/** The archive, its entries read one at a time (lazyEntries). */
export const openZip = (buffer: Buffer) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(buffer, { lazyEntries: true, validateEntrySizes: false }, (err, zip) =>
      err ? reject(new SpreadsheetError('malformed')) : resolve(zip),
    ),
  );

/**
 * Refuses an XLSX (a zip) that would inflate past `maxBytes` before any library unpacks it.
 * The declared sizes are summed first (cheap), then every entry is actually inflated and its
 * bytes counted, because declared sizes can lie (hence no validateEntrySizes: a lying entry is
 * reported as too large, which is what it is); inflating stops as soon as the limit is passed.
 */
export async function assertInflatesWithin(buffer: Buffer, maxBytes: number): Promise<void> {
  const zip = await openZip(buffer);
  if (zip.entryCount > MAX_ENTRIES) {
    zip.close();
    throw new SpreadsheetError('inflated-too-large');
  }
  let declared = 0;
  let inflated = 0;
  await new Promise<void>((resolve, reject) => {
    const fail = (err: unknown) => {
      zip.close();
      reject(err instanceof SpreadsheetError ? err : new SpreadsheetError('malformed'));
    };
    zip.on('error', fail);
    zip.on('end', resolve);
    zip.on('entry', (entry: Entry) => {
      declared += entry.uncompressedSize;
      if (declared > maxBytes) return fail(new SpreadsheetError('inflated-too-large'));
      if (entry.fileName.endsWith('/')) return zip.readEntry();
      zip.openReadStream(entry, (err, stream) => {
        if (err) return fail(err);
        stream.on('data', (chunk: Buffer) => {
          inflated += chunk.length;
          if (inflated > maxBytes) {
            stream.destroy();
            fail(new SpreadsheetError('inflated-too-large'));
          }
        });
        stream.on('error', fail);
        stream.on('end', () => zip.readEntry());
      });
    });
    zip.readEntry();
  });
}
