import { cloneElement, type ReactElement, type ReactNode } from 'react';
import { useTranslation } from './use-translation';

/**
 * A text whose marked words, `<name>words</name>`, are drawn inside the element `parts[name]`
 * (a link in a sentence, say), so that each language places them where its grammar wants.
 * A part the text names but `parts` lacks is drawn as plain words.
 */
export function TextWithParts({ textKey, parts }: { textKey: string; parts: Record<string, ReactElement> }) {
  const { t } = useTranslation();
  const text = t(textKey);
  const drawn: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(/<(\w+)>(.*?)<\/\1>/g)) {
    drawn.push(text.slice(last, match.index));
    const part = parts[match[1]!];
    drawn.push(part ? cloneElement(part, { key: match.index }, match[2]) : match[2]);
    last = match.index + match[0].length;
  }
  drawn.push(text.slice(last));
  return <>{drawn}</>;
}
