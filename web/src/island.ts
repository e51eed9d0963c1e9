/**
 * The script of the pages that only show (home, about, the policies, success: decision 044). The
 * server draws them whole and sends this instead of the app; it does what those pages did with
 * the app, in plain DOM:
 * - SPEC §4: a reader whose language is French (stored choice, else the browser's) opening an
 *   unprefixed path is moved to its /fr twin; the language switch remembers the choice;
 * - SPEC §2: the start-up loader leaves after its second, the phone menu opens and closes, the
 *   back-to-top button shows past 300 px;
 * - a signed-in reader (the user the app keeps) gets the app, which takes the page over as
 *   before and draws the signed-in header.
 * Once it has run, `<html data-app-started>` says the page answers taps (the browser tests wait
 * for it, as for the app's).
 */
import { SCROLL_TOP_THRESHOLD_PX } from '@shop/contract/constants';
import { stripLang, withLang } from './config/paths';
import { detectLanguage, rememberLanguage } from './i18n/detect-language';
import { readAuthUser } from './lib/auth-storage';
import { isLanguageSegment, languageOfSegment } from './lib/language-segment';
import { removeStartupLoader } from './lib/startup-loader';

/** The app's entry, named by the server on this script's tag. */
const appEntry = document.querySelector<HTMLScriptElement>('script[data-app]')?.dataset.app;

function frenchTwin(): string | null {
  const { pathname, search, hash } = window.location;
  if (isLanguageSegment(pathname.split('/')[1])) return null;
  return detectLanguage(undefined) === 'fr' ? withLang('fr', stripLang(pathname)) + search + hash : null;
}

function languageSwitch(): void {
  for (const link of document.querySelectorAll<HTMLAnchorElement>('a[data-language-switch]')) {
    link.addEventListener('click', () => rememberLanguage(languageOfSegment(link.dataset.languageSwitch)));
  }
}

function phoneMenu(): void {
  const toggle = document.querySelector<HTMLButtonElement>('button[data-menu-toggle]');
  const menu = toggle && document.getElementById(toggle.getAttribute('aria-controls') ?? '');
  if (!toggle || !menu) return;
  const set = (open: boolean) => {
    toggle.setAttribute('aria-expanded', String(open));
    toggle.setAttribute('aria-label', (open ? toggle.dataset.labelClose : toggle.dataset.labelOpen) ?? '');
    menu.hidden = !open;
  };
  toggle.addEventListener('click', () => set(toggle.getAttribute('aria-expanded') !== 'true'));
}

function backToTop(): void {
  const button = document.querySelector<HTMLButtonElement>('button[data-scroll-to-top]');
  if (!button) return;
  const onScroll = () => {
    button.hidden = window.scrollY <= SCROLL_TOP_THRESHOLD_PX;
  };
  window.addEventListener('scroll', onScroll, { passive: true });
  window.requestAnimationFrame(onScroll);
  button.addEventListener('click', () => window.scrollTo({ top: 0 }));
}

function start(): void {
  const twin = frenchTwin();
  if (twin) {
    window.location.replace(twin);
    return;
  }
  if (appEntry && readAuthUser()) {
    void import(/* @vite-ignore */ appEntry);
    return;
  }
  removeStartupLoader();
  languageSwitch();
  phoneMenu();
  backToTop();
  document.documentElement.setAttribute('data-app-started', '');
}

start();
