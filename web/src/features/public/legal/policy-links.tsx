import type { ReactNode } from 'react';
import { LangLink } from '@/components/lang-link';
import { paths, type LegalPage } from '@/config/paths';

/**
 * A policy's text with every other policy it names by title ("our Shipping Policy") turned into
 * a link to it. The titles are the reader's language's, so the texts need no markup of their own.
 */
export function withPolicyLinks(text: string, titles: ReadonlyArray<readonly [LegalPage, string]>): ReactNode[] {
  const named = titles.filter(([, title]) => title && text.includes(title));
  if (named.length === 0) return [text];
  const pattern = new RegExp(`(${named.map(([, title]) => escapeRegExp(title)).join('|')})`);
  return text.split(pattern).map((part, i) => {
    const page = named.find(([, title]) => title === part)?.[0];
    return page ? (
      <LangLink key={i} to={paths[page]} className="font-semibold text-leaf-800 underline">
        {part}
      </LangLink>
    ) : (
      part
    );
  });
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
