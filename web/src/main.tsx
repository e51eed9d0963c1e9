import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { STARTUP_LOADER_MS } from '@shop/contract/constants';
import { App } from './app/app';
import { languageOfPath } from './app/language';
import { createAppRouter } from './app/router';
import { initI18n } from './i18n';
import './index.css';

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
  await initI18n(languageOfPath(window.location.pathname));
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App router={createAppRouter()} />
    </StrictMode>,
  );
}

void start();
