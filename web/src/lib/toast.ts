// The library itself, loaded here only.
// eslint-disable-next-line no-restricted-imports
import type * as HotToast from 'react-hot-toast';
import type { ToastOptions } from 'react-hot-toast';
import { loadOnce } from './load-once';

/**
 * The app's toasts (SPEC §4): react-hot-toast's `toast`, `toast.success`, `toast.error` and
 * `toast.dismiss`, with the library loaded at the first toast instead of with the page (about
 * 4 KB gzip of a public page's first load, issue 19). The id is chosen here, so that a caller
 * gets it at once, as from react-hot-toast.
 */
type Kind = 'blank' | 'success' | 'error';

/** The library, loaded once; a failed load (offline) is tried again at the next toast. */
const load = loadOnce((): Promise<typeof HotToast> => import('react-hot-toast'));
let count = 0;

const raised = new Set<() => void>();
let anyRaised = false;
/**
 * Tells `listener` of every toast raised, and at once if one was raised before it listened (a
 * session that ended while the app started): the toasts' container loads at the first
 * (idle-toaster.tsx).
 */
export function onToastRaised(listener: () => void): () => void {
  raised.add(listener);
  if (anyRaised) listener();
  return () => raised.delete(listener);
}

/** Runs `use` with the library; a toast that cannot be shown (the library did not load) is dropped. */
const withLibrary = (use: (hot: typeof HotToast.default) => void) =>
  void load().then(
    ({ default: hot }) => use(hot),
    () => undefined,
  );

function show(kind: Kind, message: string, options: ToastOptions = {}): string {
  const id = options.id ?? `toast-${++count}`;
  anyRaised = true;
  for (const listener of raised) listener();
  withLibrary((hot) => {
    const withId = { ...options, id };
    if (kind === 'blank') hot(message, withId);
    else hot[kind](message, withId);
  });
  return id;
}

const toast = (message: string, options?: ToastOptions) => show('blank', message, options);
toast.success = (message: string, options?: ToastOptions) => show('success', message, options);
toast.error = (message: string, options?: ToastOptions) => show('error', message, options);
toast.dismiss = (id?: string) => withLibrary((hot) => hot.dismiss(id));

export default toast;
