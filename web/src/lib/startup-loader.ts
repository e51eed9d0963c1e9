import { STARTUP_LOADER_MS } from '@shop/contract/constants';

/**
 * SPEC §2: the full-screen loader shows for 1 second from the start of the page. index.html's
 * CSS fades it out at 1 s by itself (the server-rendered page beneath needs no script to show);
 * this removes it from the document, waiting for nothing else (main.tsx, and the show-only pages'
 * island).
 */
export function removeStartupLoader(): void {
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
