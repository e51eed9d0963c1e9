import { spawnSync } from 'node:child_process';

/** A PDF's text as poppler reads it (pdftotext -layout). */
export function pdfText(pdf: Buffer): string {
  const result = spawnSync('pdftotext', ['-layout', '-', '-'], { input: pdf });
  if (result.status !== 0) throw new Error(result.stderr.toString());
  return result.stdout.toString();
}
