import type { Language } from '@shop/contract';
import { legalPages, paths, stripLang, withLang } from '@/config/paths';
import { languageOfPath } from '@/lib/language-segment';

/** Ids of the JSON blocks the server embeds in a rendered page and main.tsx reads. */
export const HYDRATION_DATA_ID = 'router-hydration-data';
export const SITE_INFO_ID = 'site-info-data';
/** The query cache of a signed-in page the server drew (its first reads' answers). */
export const QUERY_STATE_ID = 'query-state-data';

const legalPaths: Record<(typeof legalPages)[number], string> = {
  terms: paths.terms,
  privacy: paths.privacy,
  shipping: paths.shipping,
  refund: paths.refund,
};

/**
 * The public pages of SPEC §2 that the server renders (issue 19), by their English path, with
 * the text key of their title (the same key the screen gives usePageTitle).
 */
export const publicPageTitles: Readonly<Record<string, string>> = {
  [paths.home]: 'meta.homeTitle',
  [paths.about]: 'about.title',
  [paths.contact]: 'contact.title',
  ...Object.fromEntries(legalPages.map((doc) => [legalPaths[doc], `legal.${doc}.title`])),
  [paths.success]: 'success.title',
  [paths.login]: 'login.title',
  [paths.signup]: 'signup.title',
  [paths.setPassword]: 'setPassword.title',
};

/** Every server-rendered path, in both languages ('/', '/about', ..., '/fr', '/fr/about', ...). */
export const publicPagePaths: readonly string[] = (['en', 'fr'] as const).flatMap((language) =>
  Object.keys(publicPageTitles).map((path) => withLang(language, path)),
);

/**
 * A path as the server's router reads it (case and a trailing slash ignored): its language and
 * its path without the language, or null when its first segment names another language (/en,
 * /de: only French has a prefix).
 */
function pageOfPath(pathname: string): { language: Language; path: string } | null {
  const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const first = clean.split('/')[1] ?? '';
  if (/^[a-z]{2}$/i.test(first) && first.toLowerCase() !== 'fr') return null;
  return { language: languageOfPath(clean), path: stripLang(clean).toLowerCase() };
}

/**
 * The public pages that only show, by their English path: the server draws them with the island
 * instead of the app (decision 044). The others have a form, and start the app.
 */
const showOnlyPaths: ReadonlySet<string> = new Set([
  paths.home,
  paths.about,
  ...legalPages.map((doc) => legalPaths[doc]),
  paths.success,
]);

/** The public page a path opens, with its language, or null for any other path (private pages, unknown ones). */
export function publicPageOf(
  pathname: string,
): { language: Language; path: string; titleKey: string; showOnly: boolean } | null {
  const page = pageOfPath(pathname);
  const titleKey = page && publicPageTitles[page.path];
  return page && titleKey ? { ...page, titleKey, showOnly: showOnlyPaths.has(page.path) } : null;
}

/**
 * The signed-in page a path opens that the server draws with its first data (issue 19: the
 * florist's shop, opened every morning on a phone), or null. Other signed-in pages get the shell.
 */
export function signedInPageOf(pathname: string): { language: Language; titleKey: string } | null {
  const page = pageOfPath(pathname);
  return page?.path === paths.customer.ticketCreate ? { language: page.language, titleKey: 'shop.title' } : null;
}

export interface PageHead {
  title: string;
  description: string;
  canonical: string;
  alternates: { hreflang: string; href: string }[];
  language: Language;
}

/** "Page · Business", as usePageTitle sets it. */
export function pageTitle(title: string, business: string): string {
  return business ? `${title} · ${business}` : title;
}

/** The head of a public page: title, description, canonical and hreflang alternates. */
export function pageHead(
  page: { language: Language; path: string },
  texts: { title: string; description: string; business: string },
  origin: string,
): PageHead {
  const url = (language: Language) => `${origin}${withLang(language, page.path)}`;
  return {
    title: pageTitle(texts.title, texts.business),
    description: texts.description,
    canonical: url(page.language),
    alternates: [
      { hreflang: 'en', href: url('en') },
      { hreflang: 'fr', href: url('fr') },
      { hreflang: 'x-default', href: url('en') },
    ],
    language: page.language,
  };
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A signed-in page's head: its title, and kept out of search engines. */
export function signedInHeadTags(title: string): string {
  return [`<title>${escapeAttribute(title)}</title>`, '<meta name="robots" content="noindex" />'].join('\n    ');
}

/** The head's tags as HTML: title, description, canonical, alternates and Open Graph. */
export function headTags(head: PageHead, siteName: string): string {
  const a = escapeAttribute;
  return [
    `<title>${a(head.title)}</title>`,
    `<meta name="description" content="${a(head.description)}" />`,
    `<link rel="canonical" href="${a(head.canonical)}" />`,
    ...head.alternates.map((alt) => `<link rel="alternate" hreflang="${alt.hreflang}" href="${a(alt.href)}" />`),
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${a(head.title)}" />`,
    `<meta property="og:description" content="${a(head.description)}" />`,
    `<meta property="og:url" content="${a(head.canonical)}" />`,
    ...(siteName ? [`<meta property="og:site_name" content="${a(siteName)}" />`] : []),
    `<meta property="og:locale" content="${head.language === 'fr' ? 'fr_CA' : 'en_CA'}" />`,
    `<meta property="og:locale:alternate" content="${head.language === 'fr' ? 'en_CA' : 'fr_CA'}" />`,
  ].join('\n    ');
}
