import { spawnSync } from 'node:child_process';
import { inflateSync } from 'node:zlib';

/** A PDF's text as poppler reads it (pdftotext -layout). */
export function pdfText(pdf: Buffer): string {
  const result = spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf });
  if (result.status !== 0) throw new Error(result.stderr.toString());
  return result.stdout.toString();
}

// WinAnsi is Latin-1 but for 0x80-0x9f (Node's TextDecoder may read them as Latin-1's controls).
const WIN_ANSI_HIGH = '€\ufffd‚ƒ„…†‡ˆ‰Š‹Œ\ufffdŽ\ufffd\ufffd‘’“”•–—˜™š›œ\ufffdžŸ';
const winAnsi = (bytes: Buffer) =>
  [...bytes].map((b) => (b >= 0x80 && b < 0xa0 ? WIN_ANSI_HIGH[b - 0x80]! : String.fromCharCode(b))).join('');

/**
 * A PDF's text as drawn, one line per text operation (a line, a table cell), read from its
 * content streams: unlike pdftotext, which reads a no-break space as a plain one (the standard
 * fonts draw both with the same glyph), it keeps every character drawn.
 */
export function pdfDrawnText(pdf: Buffer): string {
  const lines: string[] = [];
  for (const stream of pdf.toString('latin1').matchAll(/stream\r?\n([\s\S]*?)\r?\nendstream/g)) {
    let content: string;
    try {
      content = inflateSync(Buffer.from(stream[1]!, 'latin1')).toString('latin1');
    } catch {
      continue; // not a compressed content stream (an image, a font)
    }
    for (const operation of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...operation[1]!.matchAll(/<([0-9a-f]*)>/gi)].map((m) => m[1]).join('');
      lines.push(winAnsi(Buffer.from(hex, 'hex')));
    }
  }
  return lines.join('\n');
}
