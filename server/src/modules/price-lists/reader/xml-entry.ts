import { SaxesParser } from 'saxes';
import type { Entry, ZipFile } from 'yauzl';
import { SpreadsheetError } from './limits.js';

/** What a part's reader is told, names without their namespace prefix (`x:c` is `c`). */
export interface XmlHandlers {
  open?(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
}

const local = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Streams one part of the archive through a SAX parser (saxes, the one exceljs reads with), a
 * chunk at a time: a sheet is never held whole, as text or as a tree. No entity is expanded
 * beyond XML's five and character references (a DOCTYPE's own are refused). A handler that
 * throws stops the reading there; its error is the answer.
 */
export function readXmlEntry(zip: ZipFile, entry: Entry, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser({ position: false });
  if (handlers.open) {
    const open = handlers.open;
    parser.on('opentag', (tag) => open(local(tag.name), tag.attributes as Record<string, string>));
  }
  if (handlers.close) {
    const close = handlers.close;
    parser.on('closetag', (tag) => close(local(tag.name)));
  }
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  const decoder = new TextDecoder('utf-8');
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (err, stream) => {
      if (err) return reject(new SpreadsheetError('malformed'));
      let failed = false;
      const fail = (error: unknown) => {
        if (failed) return;
        failed = true;
        stream.destroy();
        reject(error instanceof SpreadsheetError ? error : new SpreadsheetError('malformed'));
      };
      stream.on('data', (chunk: Buffer) => {
        if (failed) return;
        try {
          parser.write(decoder.decode(chunk, { stream: true }));
        } catch (error) {
          fail(error);
        }
      });
      stream.on('error', fail);
      stream.on('end', () => {
        if (failed) return;
        try {
          parser.write(decoder.decode());
          parser.close();
          resolve();
        } catch (error) {
          fail(error);
        }
      });
    });
  });
}
