/**
 * French typography (issue 17): a no-break space before `:`, `;`, `!` and `?`, so that the
 * mark never starts a line, whether the text had a plain space there or none ("TPS: 6,00").
 * Times (10:00), addresses (https://) and queries (?a=1) are left alone: the mark must end a word.
 */
export function frenchTypography(text: string): string {
  return text.replace(/(?: |(?<=[\p{L}\p{N})»]))([:;!?])(?=\s|$)/gu, '\u00a0$1');
}
