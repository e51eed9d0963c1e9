import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SiteInfo } from '@shop/contract';
import { siteInfoQuery } from '@/api/site';
import { initI18n } from '@/i18n';
import { CaptchaField } from './captcha-field';

// The widget's code (altcha, 48 KB gzip) stands in as a module that counts its loads.
const loads = vi.hoisted(() => ({ count: 0 }));
vi.mock('./altcha-setup', () => {
  loads.count += 1;
  return {};
});

beforeAll(() => initI18n('en'));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** The contact form's shape: a field, then the challenge, on a page used or not yet. */
function renderForm(pageInUse: boolean, error?: string) {
  vi.stubGlobal('navigator', { ...navigator, userActivation: { hasBeenActive: pageInUse } });
  const client = new QueryClient();
  client.setQueryData(siteInfoQuery.queryKey, { captcha: { mode: 'altcha', siteKey: null } } as unknown as SiteInfo);
  return render(
    <QueryClientProvider client={client}>
      <form>
        <input aria-label="Name" />
        <CaptchaField onChange={() => undefined} error={error} />
      </form>
    </QueryClientProvider>,
  );
}

const widget = (container: HTMLElement) => container.querySelector('altcha-widget');
/** When the widget solves (an attribute, as React sets it on an element not defined here). */
const auto = (container: HTMLElement) => widget(container)?.getAttribute('auto');

describe('the captcha on a page just opened (issue 19)', () => {
  it('loads the widget once the reader starts on the form, and solves it at once', async () => {
    const before = loads.count;
    const { container, getByRole } = renderForm(false);
    // Its place is kept meanwhile: nothing moves when it comes.
    expect(container.querySelector('form > div.min-h-\\[68px\\]')).not.toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(widget(container)).toBeNull();
    expect(loads.count).toBe(before);

    fireEvent.focusIn(getByRole('textbox', { name: 'Name' }));
    await waitFor(() => expect(widget(container)).not.toBeNull());
    expect(auto(container)).toBe('onload');
  });

  it('loads the widget at once on a page already in use, to be solved on focus', async () => {
    const { container } = renderForm(true);
    await waitFor(() => expect(widget(container)).not.toBeNull());
    expect(auto(container)).toBe('onfocus');
  });

  it("says the form's captcha error before the widget has loaded (a submit with nothing solved yet)", () => {
    const { getByRole } = renderForm(false, 'Please complete the captcha.');
    expect(getByRole('alert').textContent).toBe('Please complete the captcha.');
  });
});
