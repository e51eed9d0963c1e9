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
import { createInstance, type i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import type { Language, SiteInfo } from '@shop/contract';
import { DEFAULT_LANGUAGE } from '@shop/contract/constants';
import { validationMessages } from '@shop/contract/messages';
import { siteInfoQuery } from '@/api/site';
import { typeset } from '@/i18n';
import en from '@/i18n/locales/en.json';
import fr from '@/i18n/locales/fr.json';
import legalEn from '@/i18n/locales/legal.en.json';
import legalFr from '@/i18n/locales/legal.fr.json';
import { AppFrame, newQueryClient } from '@/app/app';
import { HYDRATION_DATA_ID, headTags, pageHead, publicPageOf, publicPagePaths, SITE_INFO_ID } from '@/app/page-meta';
import { modulePreloadLinks, type Manifest } from '@/app/module-preloads';
import { routes, type PreloadHandle } from '@/app/routes';
import { languageOfPath } from '@/lib/language';

export { publicPageOf, publicPagePaths };

const texts: Record<Language, Record<string, unknown>> = {
  en: { ...en, ...legalEn, validation: validationMessages.en },
  fr: { ...fr, ...legalFr, validation: validationMessages.fr },
};

/**
 * One i18next instance per language, made once: the texts are bundled in this file, so they
 * load synchronously, set as the browser sets them (French typography, i18n/index.ts). Only the
 * page's language is loaded, as in the browser, so a missing text falls back the same way.
 */
const instances = new Map<Language, I18n>();
async function i18nFor(language: Language): Promise<I18n> {
  let instance = instances.get(language);
  if (!instance) {
    instance = createInstance();
    await instance.init({
      lng: language,
      fallbackLng: DEFAULT_LANGUAGE,
      supportedLngs: ['en', 'fr'],
      resources: { [language]: { translation: typeset(language, texts[language]) } },
      partialBundledLanguages: true,
      interpolation: { escapeValue: false },
      returnNull: false,
    });
    instances.set(language, instance);
  }
  return instance;
}

/**
 * The routes as the server runs them: the same tree (so the routes' ids, which the hydration
 * data is keyed by, are the browser's), with loaders that do nothing: in the browser they load
 * texts and detect the language, which the server has already done for the page it renders.
 */
function serverRoutes(list: RouteObject[]): RouteObject[] {
  return list.map(
    (route) =>
      ({
        ...route,
        ...(route.loader ? { loader: () => null } : {}),
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
 * The app shell for a path the server does not render (the signed-in areas): index.html, with
 * modulepreload links for the chunks of the path's screen, so that the browser fetches them
 * beside the entry rather than once the entry has run and matched the route (decision 030).
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
  return withPreloads(template, pathname, manifest);
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
  const url = new URL(pathname, origin);
  const context = await handler.query(new Request(url.href));
  if (context instanceof Response || context.errors) return null;

  const i18n = await i18nFor(page.language);
  const queryClient = newQueryClient();
  queryClient.setQueryData(siteInfoQuery.queryKey, siteInfo);
  const router = createStaticRouter(handler.dataRoutes, context);
  const body = renderToString(
    <StrictMode>
      <I18nextProvider i18n={i18n}>
        <AppFrame client={queryClient}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppFrame>
      </I18nextProvider>
    </StrictMode>,
  );

  const business = siteInfo.business.name;
  const head = pageHead(
    page,
    { title: i18n.t(page.titleKey), description: i18n.t('meta.description'), business },
    origin,
  );
  const hydrationData = { loaderData: context.loaderData, actionData: context.actionData, errors: null };
  return withPreloads(template, pathname, manifest)
    .replace(/<html lang="[^"]*"/, `<html lang="${page.language}"`)
    .replace(/<title>[\s\S]*?<\/title>\s*/, '')
    .replace(/<meta\s+name="description"[\s\S]*?\/>\s*/, '')
    .replace('</head>', `  ${headTags(head, business)}\n  </head>`)
    .replace('aria-label="Loading"', `aria-label="${i18n.t('common.loading')}"`)
    .replace(
      '<div id="root"></div>',
      `<div id="root">${body}</div>\n    ${jsonBlock(HYDRATION_DATA_ID, hydrationData)}\n    ${jsonBlock(SITE_INFO_ID, siteInfo)}`,
    );
}
