import { AxeBuilder } from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

// The browser logs every 4xx answer as a console error; a refused sign-in is one, and the
// page shows it. Server errors (5xx) and script errors still fail the test.
const CLIENT_ERROR_ANSWER = /Failed to load resource: the server responded with a status of 4\d\d/;

/**
 * Every test fails on a console error or an uncaught page error (ARCHITECTURE.md, Tests),
 * except answers a test provokes on purpose (allowConsoleErrors).
 */
export const test = base.extend<{ allowConsoleErrors: RegExp }>({
  allowConsoleErrors: [/(?!)/, { option: true }],
  page: async ({ page, allowConsoleErrors }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      const text = msg.text();
      if (msg.type() === 'error' && !CLIENT_ERROR_ANSWER.test(text) && !allowConsoleErrors.test(text))
        errors.push(text);
    });
    page.on('pageerror', (err) => errors.push(err.message));
    // A Content-Security-Policy violation is a bug too: the app must satisfy its own policy.
    await page.addInitScript(() =>
      document.addEventListener('securitypolicyviolation', (e) =>
        console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
      ),
    );
    await use(page);
    expect(errors, 'console errors').toEqual([]);
  },
});

export { expect };

/**
 * Serious and critical accessibility violations of the page as it is now, once its finite
 * animations are over (a toast caught mid fade-in has the contrast of half its opacity).
 */
export async function seriousA11yViolations(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  // Toasts are left out: one fading in or out as the scan runs reads as low contrast (its
  // opacity), and its end comes on a timer that waiting for animations cannot see coming.
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .exclude('.app-toaster')
    .analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/**
 * Waits for the 1-second start-up loader to go and for the app to have taken the page over (a
 * server-rendered page is there before its script: clicked too early, it would not answer).
 */
export async function waitForApp(page: Page) {
  await expect(page.locator('#startup-loader')).toHaveCount(0, { timeout: 5000 });
  await expect(page.locator('html[data-app-started]')).toHaveCount(1, { timeout: 15_000 });
}
