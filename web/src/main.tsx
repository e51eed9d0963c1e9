// First of all, before any other module runs: a set-password link's token leaves the URL.
import './lib/link-token-capture';
import { isLanguageSegment, languageOfSegment } from './lib/language-segment';
import { removeStartupLoader } from './lib/startup-loader';
import { whenIdle } from './lib/when-idle';
import { nextTask } from './lib/next-task';
import { detectLanguage } from './i18n/detect-language';
import './index.css';

// zod compiles parsers with `new Function` unless told not to. Our CSP forbids eval, and even
// zod's probe is reported as a violation: turn it off before any screen loads zod.
(globalThis as { __zod_globalConfig?: { jitless: boolean } }).__zod_globalConfig = { jitless: true };

/**
 * The start, in steps that are tasks of their own (issue 33): the texts (i18next), then React's
 * renderer, then the app (router, queries, the routes' table) each load and run in a task of
 * their own, so that no one of them holds a phone's main thread as one long task would.
 */
async function start(): Promise<void> {
  removeStartupLoader();
  // The language the first screen will use, so that only its texts are fetched: the path's,
  // else the detected one (the router then moves a French reader to /fr).
  const segment = window.location.pathname.split('/')[1];
  const { initI18n } = await import('./app/start-texts');
  await initI18n(isLanguageSegment(segment) ? languageOfSegment(segment) : detectLanguage(undefined));
  await nextTask();
  await import('./app/start-renderer');
  await nextTask();
  const { startApp } = await import('./app/start-app');
  await nextTask();
  await startApp();
}

// The build's id when it was given one (VITE_BUILD_ID at build time, e.g. the deployed commit):
// which version a page runs, for support and for the test of a new version (issue 41).
if (import.meta.env.VITE_BUILD_ID) document.documentElement.dataset.build = import.meta.env.VITE_BUILD_ID;

// The service worker (issue 41) once the first screen has painted: its module loads at idle,
// outside the first load's budget.
void start().finally(() =>
  whenIdle(
    () => void import('./pwa/register').then(({ registerServiceWorker }) => registerServiceWorker()),
    5000,
    2000,
  ),
);
