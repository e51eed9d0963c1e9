// First of all, before any other module runs: a set-password link's token leaves the URL.
import './lib/link-token-capture';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { STARTUP_LOADER_MS } from '@shop/contract/constants';
import { App } from './app/app';
import { isLanguageSegment, languageOfSegment } from './lib/language';
import { createAppRouter } from './app/router';
import { detectLanguage, initI18n } from './i18n';
import './index.css';

// zod compiles parsers with `new Function` unless told not to. Our CSP forbids eval, and even
// zod's probe is reported as a violation: turn it off before any screen loads zod.
(globalThis as { __zod_globalConfig?: { jitless: boolean } }).__zod_globalConfig = { jitless: true };

// SPEC §2: the full-screen loader shows for 1 second from the start of the page. The app
// renders beneath it meanwhile, so nothing waits for the loader.
function hideStartupLoader(): void {
  const loader = document.getElementById('startup-loader');
  if (!loader) return;
  window.setTimeout(
    () => {
      loader.classList.add('done');
      window.setTimeout(() => loader.remove(), 250);
    },
    Math.max(0, STARTUP_LOADER_MS - performance.now()),
  );
}

async function start(): Promise<void> {
  hideStartupLoader();
  // The language the first screen will use, so that only its texts are fetched: the path's,
  // else the detected one (the router then moves a French reader to /fr).
  const segment = window.location.pathname.split('/')[1];
  await initI18n(isLanguageSegment(segment) ? languageOfSegment(segment) : detectLanguage(undefined));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}

void start();
