import yauzl from 'yauzl';

/** The files of a ZIP answer, by name, as text (UTF-8). */
export async function unzip(buffer: Buffer): Promise<Map<string, string>> {
  const files = await unzipBytes(buffer);
  return new Map([...files].map(([name, bytes]) => [name, bytes.toString('utf8')]));
}

/** The files of a ZIP answer, by name, as their bytes. */
export function unzipBytes(buffer: Buffer): Promise<Map<string, Buffer>> {
  return new Promise((resolve, reject) => {
    yauzl.fromBuffer(buffer, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      const files = new Map<string, Buffer>();
      zip.on('entry', (entry: yauzl.Entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          const chunks: Buffer[] = [];
          stream.on('data', (c: Buffer) => chunks.push(c));
          stream.on('end', () => {
            files.set(entry.fileName, Buffer.concat(chunks));
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(files));
      zip.on('error', reject);
      zip.readEntry();
    });
  });
}

/** Rows of a CSV text (RFC 4180: quoted fields, doubled quotes), the trailing line break dropped. */
export function parseCsv(withMark: string): string[][] {
  // A byte order mark (a spreadsheet's file) is not part of the first field.
  const textValue = withMark.replace(/^\uFEFF/, '');
  const rows: string[][] = [];
  let field = '';
  let fields: string[] = [];
  let quoted = false;
  for (let i = 0; i < textValue.length; i++) {
    const c = textValue[i]!;
    if (quoted) {
      if (c === '"' && textValue[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      fields.push(field);
      field = '';
    } else if (c === '\r' && textValue[i + 1] === '\n') {
      fields.push(field);
      rows.push(fields);
      fields = [];
      field = '';
      i++;
    } else field += c;
  }
  if (field !== '' || fields.length > 0) rows.push([...fields, field]);
  return rows;
}

/** "12.34" or "-12.34" as cents; an empty field is 0. */
export const cents = (value: string | undefined) => (value ? Math.round(Number(value) * 100) : 0);
