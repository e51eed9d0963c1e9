/** A CSV field (RFC 4180): quoted, with its quotes doubled, when it holds a comma, a quote or a line break. */
export const csvField = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text);
