/**
 * The server's renderer of the public pages (issue 19, docs/decisions/025-server-rendered-public-pages.md):
 * built by `vite build --ssr` into web/dist-server, loaded by server/src/http/web-app.ts. It
 * renders one public page of SPEC §2 into the built index.html with React Router's static
 * handler, in the page's language, with its head (title, description, canonical, hreflang, Open
 * Graph) and, as JSON blocks the CSP lets through (they are not executed), the router's
 * hydration data and the site information the page shows; main.tsx hydrates from them.
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type RouteObject,
} from 'react-router';
import { I18nextProvider } from 'react-i18next';
import { textsInstance, type I18n } from '@/i18n/instance';
import { dehydrate, type Query, type QueryClient } from '@tanstack/react-query';
import type { AuthUser, Language, SiteInfo } from '@shop/contract';
import { apiPath, apiPaths } from '@shop/contract/api-paths';
import { validationMessages } from '@shop/contract/messages';
import { siteInfoQuery } from '@/api/site';
import { prefetchShop } from '@/features/shop/shop-loader';
import { FEATURE_TEXTS_FLAG, prepareTexts } from '@/i18n';
import en from '@/i18n/locales/en.json';
import fr from '@/i18n/locales/fr.json';
import legalEn from '@/i18n/locales/legal.en.json';
import legalFr from '@/i18n/locales/legal.fr.json';
import pagesEn from '@/i18n/locales/pages.en.json';
import pagesFr from '@/i18n/locales/pages.fr.json';
import featureTextsEn from '@/i18n/feature-texts.en';
import featureTextsFr from '@/i18n/feature-texts.fr';
import { AppFrame, newQueryClient } from '@/app/app';
import { PublicLayout } from '@/app/layouts/public-layout';
import {
  HYDRATION_DATA_ID,
  headTags,
  pageHead,
  pageTitle,
  publicPageOf,
  publicPagePaths,
  QUERY_STATE_ID,
  signedInHeadTags,
  signedInPageOf,
  SITE_INFO_ID,
} from '@/app/page-meta';
import { APP_ENTRY, ISLAND_ENTRY, modulePreloadLinks, type Manifest } from '@/app/module-preloads';
import { routes, throwIfNotLanguage, type PreloadHandle } from '@/app/routes';
import { apiRequest } from '@/lib/api-client';
import { isLanguageSegment, languageOfPath } from '@/lib/language-segment';
import { DOMAIN_ROOTS } from '@/lib/query-keys';
import { ServerUserContext } from '@/lib/use-auth-user';
import { withApi, type ApiFetch } from './server-api-fetch';

export { publicPageOf, publicPagePaths, signedInPageOf };

/**
 * A path no screen answers (issue 34 item 9), or null: its first segment is no language (/nope,
 * taken by the root's `:lang?`), or the route it reaches is a `*` one (/fr/nope, /admin/nope).
 * `drawn` for the public site's: the server draws its not-found page (renderNotFound). In the
 * private areas the guards come first, so the app draws it from the shell (sent with the 404).
 */
export function notFoundPageOf(pathname: string): { language: Language; drawn: boolean } | null {
  const matches = matchRoutes(routes, pathname);
  if (!matches) return null;
  const segment = matches[0]!.params.lang;
  if (segment !== undefined && !isLanguageSegment(segment)) return { language: 'en', drawn: true };
  if (matches.at(-1)!.route.path !== '*') return null;
  return { language: languageOfPath(pathname), drawn: matches.at(-2)?.route.Component === PublicLayout };
}

const texts: Record<Language, Record<string, unknown>> = {
  en: { ...en, ...legalEn, ...pagesEn, validation: validationMessages.en },
  fr: { ...fr, ...legalFr, ...pagesFr, validation: validationMessages.fr },
};

/**
 * One instance of the texts per language, made once: the texts are bundled in this file, so they
 * load synchronously, set as the browser sets them (French typography, i18n/index.ts). Only the
 * page's language is loaded, as in the browser, so a missing text falls back the same way.
 */
const featureTexts: Record<Language, Record<string, unknown>[]> = { en: featureTextsEn, fr: featureTextsFr };
const instances = new Map<string, I18n>();
function i18nFor(language: Language, signedIn = false): I18n {
  const key = `${language}${signedIn ? ':signed-in' : ''}`;
  let instance = instances.get(key);
  if (!instance) {
    instance = textsInstance(language, prepareTexts(language, texts[language]));
    // The signed-in screens' texts, as their routes add them in the browser (i18n loadFeatureTexts).
    if (signedIn) {
      for (const file of [...featureTexts[language], { [FEATURE_TEXTS_FLAG]: 'yes' }])
        instance.addResourceBundle(language, 'translation', prepareTexts(language, file), true, true);
    }
    instances.set(key, instance);
  }
  return instance;
}

/**
 * The routes as the server runs them: the same tree (so the routes' ids, which the hydration
 * data is keyed by, are the browser's), with loaders that do nothing: in the browser they load
 * texts and detect the language, which the server has already done for the page it renders.
 * The root's still answers 404 to a first segment that is no language (/nope).
 */
function serverRoutes(list: RouteObject[]): RouteObject[] {
  return list.map(
    (route) =>
      ({
        ...route,
        ...(route.loader
          ? {
              loader:
                route.id === 'root'
                  ? ({ params }: { params: { lang?: string } }) => {
                      throwIfNotLanguage(params.lang);
                      return null;
                    }
                  : () => null,
            }
          : {}),
        ...(route.children ? { children: serverRoutes(route.children) } : {}),
      }) as RouteObject,
  );
}

const handler = createStaticHandler(serverRoutes(routes));

/** JSON in a <script type="application/json">: `<` escaped, so no text can close the element. */
const jsonBlock = (id: string, value: unknown) =>
  `<script type="application/json" id="${id}">${JSON.stringify(value).replace(/</g, '\\u003c')}</script>`;

/**
 * The source modules the routes of a path load before its screen shows (their PreloadHandle), in
 * the path's language.
 */
export function routeModules(pathname: string): string[] {
  const language = languageOfPath(pathname);
  const modules = (matchRoutes(routes, pathname) ?? []).flatMap(
    ({ route }) => (route.handle as PreloadHandle | undefined)?.modules ?? [],
  );
  return [...new Set(modules.map((module) => module.replace('{lang}', language)))];
}

/** The template with modulepreload links for what the path's routes load (none without a manifest). */
function withPreloads(template: string, pathname: string, manifest: Manifest | undefined): string {
  const links = manifest ? modulePreloadLinks(manifest, routeModules(pathname)) : '';
  return links ? template.replace('</head>', `  ${links}\n  </head>`) : template;
}

/**
 * The template of a page that only shows (decision 044): the app's script and its preloads give
 * way to the island, which loads the app (named in `data-app`) only for a signed-in reader. Null
 * when the build has no island.
 */
function withIsland(template: string, manifest: Manifest): string | null {
  const island = manifest[ISLAND_ENTRY];
  const app = manifest[APP_ENTRY];
  if (!island || !app) return null;
  const preloads = (island.imports ?? []).map(
    (key) => `<link rel="modulepreload" crossorigin href="/${manifest[key]!.file}">`,
  );
  return template
    .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
    .replace(/<script type="module"[^>]*><\/script>/, () =>
      [`<script type="module" crossorigin src="/${island.file}" data-app="/${app.file}"></script>`, ...preloads].join(
        '\n    ',
      ),
    );
}

/**
 * The app shell for a path the server does not render (the signed-in areas): index.html, with
 * modulepreload links for the chunks of the path's screen, so that the browser fetches them
 * beside the entry rather than once the entry has run and matched the route (decision 030).
 * Nothing is drawn in it: its scripts draw the page, so they are not asked for at low priority
 * as a drawn page's are (decision 036).
 */
export function renderShell({
  pathname,
  template,
  manifest,
}: {
  pathname: string;
  template: string;
  manifest: Manifest;
}) {
  return withPreloads(template, pathname, manifest).replaceAll(' fetchpriority="low"', '');
}

export interface RenderInput {
  /** The request's path (a query string is ignored: public pages render the same for any). */
  pathname: string;
  /** web/dist/index.html as built. */
  template: string;
  siteInfo: SiteInfo;
  /** The site's public address (PUBLIC_URL), for the canonical and hreflang links. */
  origin: string;
  /** web/dist/.vite/manifest.json: the page's screen is named in modulepreload links. */
  manifest?: Manifest;
}

/**
 * The matched routes of a URL drawn to HTML, in a language, with a query cache and a user. A
 * route's error draws nothing, unless `notFound` and it is the 404 of a path no page has.
 */
async function renderRoutes(
  url: URL,
  {
    i18n,
    client,
    user = null,
    notFound = false,
  }: { i18n: I18n; client: QueryClient; user?: AuthUser | null; notFound?: boolean },
) {
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response) return null;
  if (context.errors && !(notFound && context.statusCode === 404)) return null;
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <ServerUserContext.Provider value={user}>
          <AppFrame client={client}>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppFrame>
        </ServerUserContext.Provider>
      </I18nextProvider>
    </StrictMode>,
  );
  return { body, context };
}

/** The installed app's manifest in the page's language (issue 41). */
const manifestHref = (language: Language) => `/manifest.${language}.webmanifest`;

/**
 * The built template made the page's document: its language, head, translated loader, the
 * root's content and, after the root, the JSON blocks the browser starts from.
 */
function documentOf(
  template: string,
  { language, head, root, data, i18n }: { language: Language; head: string; root: string; data: string[]; i18n: I18n },
): string {
  // Replaced by functions: a string would read `$&`, `$'`… in the page's texts (a product's
  // name, a search) as patterns.
  return template
    .replace(/<html lang="[^"]*"/, () => `<html lang="${language}"`)
    .replace('/manifest.en.webmanifest', () => manifestHref(language))
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace('</head>', () => `  ${head}\n  </head>`)
    .replace('aria-label="Loading"', () => `aria-label="${i18n.t('common.loading')}"`)
    .replace('<div id="root"></div>', () => [`<div id="root">${root}</div>`, ...data].join('\n    '));
}

/** The whole HTML page of a public path, or null when the path is not one (the server then sends the shell). */
export async function renderPage({
  pathname,
  template,
  siteInfo,
  origin,
  manifest,
}: RenderInput): Promise<string | null> {
  const page = publicPageOf(pathname);
  if (!page) return null;
  const i18n = i18nFor(page.language);
  const client = newQueryClient();
  client.setQueryData(siteInfoQuery.queryKey, siteInfo);
  const rendered = await renderRoutes(new URL(pathname, origin), { i18n, client });
  if (!rendered) return null;

  const business = siteInfo.business.name;
  const head = pageHead(
    page,
    { title: i18n.t(page.titleKey), description: i18n.t('meta.description'), business },
    origin,
  );
  const { context } = rendered;
  const hydrationData = { loaderData: context.loaderData, actionData: context.actionData, errors: null };
  const island = page.showOnly && manifest ? withIsland(template, manifest) : null;
  return documentOf(island ?? withPreloads(template, pathname, manifest), {
    language: page.language,
    head: headTags(head, business),
    i18n,
    root: rendered.body,
    data: [jsonBlock(HYDRATION_DATA_ID, hydrationData), jsonBlock(SITE_INFO_ID, siteInfo)],
  });
}

/**
 * The not-found page of a public path no page has (notFoundPageOf), in the path's language, or
 * null for any other path. A page that only shows, sent with the island (decision 044), kept out
 * of search engines; the server sends it with a 404.
 */
export async function renderNotFound({
  pathname,
  template,
  siteInfo,
  origin,
  manifest,
}: RenderInput): Promise<string | null> {
  const page = notFoundPageOf(pathname);
  if (!page?.drawn) return null;
  const i18n = i18nFor(page.language);
  const client = newQueryClient();
  client.setQueryData(siteInfoQuery.queryKey, siteInfo);
  const rendered = await renderRoutes(new URL(pathname, origin), { i18n, client, notFound: true });
  if (!rendered) return null;
  const { context } = rendered;
  // The root's 404 (/nope) is the browser's to find again: its app, if it starts, renders afresh.
  const hydrationData = { loaderData: context.loaderData, actionData: context.actionData, errors: null };
  const island = manifest ? withIsland(template, manifest) : null;
  return documentOf(island ?? withPreloads(template, pathname, manifest), {
    language: page.language,
    head: signedInHeadTags(pageTitle(i18n.t('errors.notFound'), siteInfo.business.name)),
    i18n,
    root: rendered.body,
    data: [jsonBlock(HYDRATION_DATA_ID, hydrationData), jsonBlock(SITE_INFO_ID, siteInfo)],
  });
}

/**
 * The answers a drawn page hands to the browser: the catalogue's, the offers', the site's. Not
 * the state of the server's texts (the browser loads its own), nor the session: the browser
 * confirms it as on every load, which also refreshes the user it keeps (sessionQuery).
 */
const NOT_HANDED: readonly unknown[] = [DOMAIN_ROOTS.texts, DOMAIN_ROOTS.session];
const isServerRead = (query: Query) => query.state.status === 'success' && !NOT_HANDED.includes(query.queryKey[0]);

export interface SignedInRenderInput extends RenderInput {
  /** The request's query string ('' or '?…'): the catalogue's page, filters and search. */
  search: string;
  /** Answers the API's GETs as the user of the request's session (server/src/http/web-app.ts). */
  fetch: ApiFetch;
}

/**
 * The page of a signed-in path the server draws with its first data (the florist's shop, issue
 * 19), or null (not such a path, no valid session, not a customer): the server then sends the
 * shell. The reads are the browser's own (the shop's route loader, the session check), answered
 * by the server as the session's user; their answers go in the page (a JSON block) so that the
 * browser does not ask again. The drawing is a preview, inert until the app has started and
 * drawn the same screen afresh in its place (main.tsx): nothing typed or tapped in it is lost,
 * as nothing can be.
 */
export async function renderSignedInPage(input: SignedInRenderInput): Promise<string | null> {
  const page = signedInPageOf(input.pathname);
  if (!page) return null;
  // The reads in the page's language (the API sorts and words by it), whatever the process's
  // texts' instance says (the api-client reads it; the server never sets it).
  const read: ApiFetch = (url, init = {}) => {
    const headers = new Headers(init.headers);
    headers.set('X-Language', page.language);
    return input.fetch(url, { ...init, headers });
  };
  return withApi(read, async () => {
    const user = await apiRequest<{ user: AuthUser }>(apiPath(apiPaths.auth.me)).then(
      (reply) => reply.data.user,
      () => null,
    );
    if (user?.role !== 'customer') return null;
    const client = newQueryClient();
    client.setQueryData(siteInfoQuery.queryKey, input.siteInfo);
    const url = new URL(input.pathname + input.search, input.origin);
    await prefetchShop(client, new Request(url.href), user);
    const i18n = i18nFor(page.language, true);
    const rendered = await renderRoutes(url, { i18n, client, user });
    // A part that failed to draw shows the spinner of its Suspense boundary (marked `<!--$!-->`):
    // no preview rather than one with a hole; the browser draws the page as it always has.
    if (!rendered || rendered.body.includes('<!--$!-->')) return null;
    const business = input.siteInfo.business.name;
    return documentOf(withPreloads(input.template, input.pathname, input.manifest), {
      language: page.language,
      head: signedInHeadTags(pageTitle(i18n.t(page.titleKey), business)),
      i18n,
      root: `<div data-server-preview inert>${rendered.body}</div>`,
      data: [jsonBlock(QUERY_STATE_ID, dehydrate(client, { shouldDehydrateQuery: isServerRead }))],
    });
  });
}
