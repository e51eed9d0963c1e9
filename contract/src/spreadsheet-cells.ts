/** What makes Excel or LibreOffice read a cell as a formula (CSV/formula injection, OWASP). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A text cell made safe to put in any CSV or XLSX the app serves, or to show: one that would
 * start a formula gets a leading apostrophe, so a spreadsheet program reads it as text. The one
 * helper for every spreadsheet the server writes; numbers are never passed through it.
 */
export function neutralizeFormula(text: string): string {
  return FORMULA_START.test(text) ? `'${text}` : text;
}
