import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnglishTexts } from '@/test/screen';
import { watchForUpdates } from './register';
import { holdUpdatePrompt } from './update-hold';

beforeAll(loadEnglishTexts);

/** A page's service worker container and registration, as the browser has them. */
function browser({ controlled, waiting }: { controlled: boolean; waiting: boolean }) {
  const posted: unknown[] = [];
  const containerListeners = new Map<string, () => void>();
  const registrationListeners = new Map<string, () => void>();
  const worker = { postMessage: (message: unknown) => posted.push(message) };
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: {
      controller: controlled ? {} : null,
      addEventListener: (type: string, listener: () => void) => containerListeners.set(type, listener),
    },
  });
  const registration = {
    waiting: waiting ? worker : null,
    installing: null,
    update: () => Promise.resolve(),
    addEventListener: (type: string, listener: () => void) => registrationListeners.set(type, listener),
  } as unknown as ServiceWorkerRegistration;
  const reload = vi.fn();
  vi.stubGlobal('location', { ...window.location, reload });
  return { registration, posted, containerListeners, reload };
}

const prompt = () => document.getElementById('update-prompt');

describe('a new version of the app (issue 41)', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    prompt()?.remove();
    vi.unstubAllGlobals();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('is offered, and taken only on the tap: the page reloads once the new worker controls it', () => {
    const { registration, posted, containerListeners, reload } = browser({ controlled: true, waiting: true });
    stop = watchForUpdates(registration);
    expect(prompt()).toHaveTextContent('A new version is available.');
    expect(posted).toEqual([]);
    prompt()!.querySelector('button')!.click();
    expect(posted).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reload).not.toHaveBeenCalled();
    containerListeners.get('controllerchange')!();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('is not offered at the first install (the page already runs the latest)', () => {
    const { registration } = browser({ controlled: false, waiting: true });
    stop = watchForUpdates(registration);
    expect(prompt()).toBeNull();
  });

  it('never reloads by itself: no prompt, no reload while nothing waits', () => {
    const { registration, reload } = browser({ controlled: true, waiting: false });
    stop = watchForUpdates(registration);
    expect(prompt()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('waits while the florist confirms an order, and shows once they are done', () => {
    const { registration, reload } = browser({ controlled: true, waiting: true });
    const release = holdUpdatePrompt();
    stop = watchForUpdates(registration);
    expect(prompt()).toBeNull();
    release();
    expect(prompt()).toHaveTextContent('A new version is available.');
    // Shown before the florist proceeds to confirm: gone while they confirm, back after.
    const again = holdUpdatePrompt();
    expect(prompt()).toBeNull();
    again();
    expect(prompt()).toHaveTextContent('A new version is available.');
    expect(reload).not.toHaveBeenCalled();
  });
});
