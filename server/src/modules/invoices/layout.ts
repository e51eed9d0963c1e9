import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { asTyped, frenchTypeset, withoutTypedMarks } from '@shop/contract';
import type { Config } from '../../config.js';

export type Business = Config['business'];

/**
 * The standard PDF fonts speak WinAnsi: accented French (é, è, à, ç, É, œ), the typographic
 * apostrophe and the no-break space are in it, but the narrow no-break space Intl puts in
 * "1 234,56 $" is not (a no-break space instead: the amount still never breaks), nor the
 * superscript o of "nᵒ" (the ordinal º, WinAnsi's raised o).
 */
export function winAnsi(text: string): string {
  return text.replace(/\u202f/g, '\u00a0').replace(/\u1d52/g, '\u00ba');
}

/**
 * Whose typography a document follows: a French or a bilingual one (French first) sets a
 * no-break space before : ; ! ? in its own words; what people typed (a note, a business name,
 * marked with contract's asTyped) is drawn as typed.
 */
export type PdfLanguage = 'en' | 'fr' | 'bilingual';

export interface TableColumn {
  title: string;
  width: number;
  align: 'left' | 'right';
}

/**
 * A letter-size document of the shop (invoices, credit notes, statements) and the few ways
 * they draw: text, the supplier's heading, a table that continues on the next pages with its
 * heading repeated, and a block of labelled amounts on the right.
 */
export class ShopPdf {
  readonly doc: PDFKit.PDFDocument;
  /** The finished file, once end() is called. */
  readonly done: Promise<Buffer>;
  readonly left: number;
  /** The width between the margins (512 points on letter paper). */
  readonly width: number;

  /** Every text drawn, as the document's language writes it (see PdfLanguage). */
  private readonly shown: (text: string) => string;

  /**
   * `language`: whose typography its texts follow, every one of them, in one place. `created`
   * fixes the file's creation date (and so its id): an issued document is the same bytes every
   * time. `streamed`: the file is not kept; `doc` is the stream to send (and `done` gives an
   * empty buffer once it is read to the end), drawn with `drained()` between parts.
   */
  constructor(title: string, options: { language: PdfLanguage; created?: Date | undefined; streamed?: boolean }) {
    const { language, created } = options;
    this.shown = (text) => winAnsi(language === 'en' ? withoutTypedMarks(text) : frenchTypeset(text));
    const info = { Title: this.shown(title), ...(created ? { CreationDate: created } : {}) };
    this.doc = new PDFDocument({ size: 'LETTER', margin: 50, info });
    const chunks: Buffer[] = [];
    if (!options.streamed) this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    this.done = new Promise<Buffer>((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
    this.left = this.doc.page.margins.left;
    this.width = this.doc.page.width - this.doc.page.margins.left - this.doc.page.margins.right;
  }

  text(value: string, options: PDFKit.Mixins.TextOptions = {}): this {
    this.doc.text(this.shown(value), options);
    return this;
  }

  font(bold: boolean, size?: number): this {
    this.doc.font(bold ? 'Helvetica-Bold' : 'Helvetica');
    if (size !== undefined) this.doc.fontSize(size);
    return this;
  }

  /** A new page when less than `height` points are left above the bottom margin. */
  keepSpace(height: number): boolean {
    if (this.doc.y <= this.doc.page.height - this.doc.page.margins.bottom - height) return false;
    this.doc.addPage();
    return true;
  }

  /** The supplier's name, address, phone and the registration numbers every Quebec document shows. */
  supplier(business: Business, labels: { phone: string; gst: string; qst: string }): this {
    this.font(true, 16).text(asTyped(business.name));
    this.font(false, 9).text(asTyped(business.address));
    this.text(`${labels.phone}: ${asTyped(business.phone)}`);
    this.text(`${labels.gst}: ${asTyped(business.gstNumber)}`);
    this.text(`${labels.qst}: ${asTyped(business.qstNumber)}`);
    return this;
  }

  /** A document title in bold, then its facts ("Number: F-000001") one a line. */
  heading(title: string, facts: string[]): this {
    this.doc.moveDown();
    this.font(true, 14).text(title);
    this.font(false, 9);
    for (const fact of facts) this.text(fact);
    return this;
  }

  /**
   * A staff listing's top (pick list, run sheet): the business's name, the title and its facts;
   * with no rows, the empty text instead. Returns whether rows follow.
   */
  listing(businessName: string, title: string, facts: string[], emptyText: string, rows: number): boolean {
    this.font(true, 16).text(asTyped(businessName));
    this.heading(title, facts);
    this.doc.moveDown();
    if (rows === 0) this.font(false, 10).text(emptyText);
    return rows > 0;
  }

  /**
   * Draws a table's heading and returns the function that draws a row; a row that would cross
   * the bottom margin starts a new page, which repeats the heading.
   */
  table(columns: readonly TableColumn[]): (cells: string[], options?: { bold?: boolean }) => void {
    const draw = (cells: readonly string[], bold: boolean) => {
      const y = this.doc.y;
      this.font(bold);
      let x = this.left;
      let bottom = y;
      columns.forEach((column, i) => {
        this.doc.text(this.shown(cells[i] ?? ''), x, y, { width: column.width - 6, align: column.align });
        bottom = Math.max(bottom, this.doc.y);
        x += column.width;
      });
      this.doc.x = this.left;
      this.doc.y = bottom + 3;
    };
    const titles = columns.map((c) => c.title);
    draw(titles, true);
    return (cells, options = {}) => {
      if (this.keepSpace(30)) draw(titles, true);
      draw(cells, options.bold ?? false);
    };
  }

  /** Labelled amounts on the right half (totals), kept together on one page. */
  amounts(rows: readonly { label: string; value: string; bold?: boolean }[]): this {
    this.keepSpace(rows.length * 14 + 20);
    for (const row of rows) {
      this.font(row.bold ?? false);
      const y = this.doc.y;
      this.doc.text(this.shown(row.label), this.left + 250, y, { width: 140 });
      this.doc.text(this.shown(row.value), this.left + 390, y, { width: this.width - 390, align: 'right' });
      this.doc.x = this.left;
    }
    return this;
  }

  /**
   * A streamed document's back-pressure: waits while more than `limit` bytes are drawn but not
   * yet read by the client, so that a long document stays bounded in memory. False once the
   * stream is gone (the client left): stop drawing. It first lets the event loop turn, so that
   * what is drawn goes out even when every read before it was synchronous (SQLite).
   */
  async drained(limit = 1 << 20): Promise<boolean> {
    // It looks at the stream's buffer rather than listen to 'data': a listener would start a
    // stream nobody reads yet flowing, and what it emitted would be lost.
    await new Promise((resolve) => setImmediate(resolve));
    while (!this.doc.destroyed && this.doc.readableLength > limit) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    return !this.doc.destroyed;
  }

  /** A QR code of `text` drawn as vector squares, `size` points wide, its top left at (x, y). */
  qr(text: string, x: number, y: number, size: number): this {
    const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
    const cell = size / modules.size;
    for (let row = 0; row < modules.size; row++) {
      for (let col = 0; col < modules.size; col++) {
        if (modules.get(row, col)) this.doc.rect(x + col * cell, y + row * cell, cell, cell);
      }
    }
    this.doc.fillColor('black').fill();
    return this;
  }

  end(): Promise<Buffer> {
    this.doc.end();
    return this.done;
  }
}

/** A safe file name for a download: letters, digits, dots and dashes. */
export const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9.-]/g, '-');
