import i18n from '@/i18n/instance';
import { forgetOnSignOut } from './offline-data';
import { onUpdateHoldChange, updatePromptHeld } from './update-hold';
import { warmCopies } from './warm-copies';

/**
 * Registers the service worker (issue 41, decision 045), once the first screen has painted
 * (main.tsx loads this module at idle: it weighs nothing in the first load's budget), and says
 * when a new version is ready: "A new version is available — Reload". The new version takes
 * over only on that tap, never by itself: nothing reloads under a florist's cart (which lives in
 * localStorage and is there again after the reload). The prompt waits while the florist
 * confirms an order (update-hold.ts): it shows once the order is placed or they go back.
 */

const PROMPT_ID = 'update-prompt';
/** How often an open page asks the server whether a new version was deployed. */
const CHECK_MS = 60 * 60 * 1000;

/** Shows the prompt (once); its button asks the waiting worker to take over, then reloads. */
export function showUpdatePrompt(waiting: ServiceWorker, doc: Document = document): HTMLElement {
  const existing = doc.getElementById(PROMPT_ID);
  if (existing) return existing;
  const bar = doc.createElement('div');
  bar.id = PROMPT_ID;
  bar.setAttribute('role', 'status');
  bar.className =
    'fixed inset-x-2 bottom-20 z-50 mx-auto flex max-w-md flex-wrap items-center justify-between gap-2 rounded-xl bg-leaf-900 p-3 text-white shadow-lg lg:bottom-4';
  const text = doc.createElement('p');
  text.textContent = i18n.t('pwa.updateReady');
  const button = doc.createElement('button');
  button.type = 'button';
  button.className = 'btn btn-secondary min-h-10 px-3 text-sm';
  button.textContent = i18n.t('pwa.reload');
  button.addEventListener('click', () => {
    button.disabled = true;
    // Reloads once the new worker controls the page (controllerchange), not before.
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), { once: true });
    waiting.postMessage({ type: 'SKIP_WAITING' });
  });
  bar.append(text, button);
  doc.body.append(bar);
  return bar;
}

/**
 * Watches a registration for a new version that waits to take over an open page; the returned
 * function stops watching.
 */
export function watchForUpdates(registration: ServiceWorkerRegistration): () => void {
  const offer = () => {
    if (updatePromptHeld()) {
      document.getElementById(PROMPT_ID)?.remove();
      return;
    }
    // A first install (no controller yet) is no new version: the page is already the latest.
    if (registration.waiting && navigator.serviceWorker.controller) showUpdatePrompt(registration.waiting);
  };
  offer();
  const stopHoldWatch = onUpdateHoldChange(offer);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed') offer();
    });
  });
  const check = () => void registration.update().catch(() => undefined);
  const timer = window.setInterval(check, CHECK_MS);
  const onVisible = () => {
    if (document.visibilityState === 'visible') check();
  };
  document.addEventListener('visibilitychange', onVisible);
  return () => {
    stopHoldWatch();
    window.clearInterval(timer);
    document.removeEventListener('visibilitychange', onVisible);
  };
}

export async function registerServiceWorker(): Promise<void> {
  forgetOnSignOut();
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  try {
    const registration = await navigator.serviceWorker.register('/sw.js', { type: 'classic', scope: '/' });
    watchForUpdates(registration);
    await warmCopies();
  } catch {
    // No worker (a private window, a browser that refuses): the app works online as before.
  }
}
