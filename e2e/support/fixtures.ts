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
 * What Lighthouse's accessibility score checks (axe-core): the WCAG 2.1 A and AA rules and the
 * best practices it adds to them.
 */
const LIGHTHOUSE_BEST_PRACTICES = [
  'heading-order',
  'landmark-one-main',
  'meta-viewport',
  'tabindex',
  'skip-link',
  'identical-links-same-purpose',
  'label-content-name-mismatch',
  'target-size',
];

/**
 * Accessibility violations of the page as it is now, once its finite animations are over (a
 * toast caught mid fade-in has the contrast of half its opacity): the serious and critical ones
 * of WCAG 2.1 A and AA, or with `lighthouse` every one Lighthouse's accessibility score counts.
 */
async function a11yViolations(page: Page, lighthouse: boolean) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
  // Toasts are left out: one fading in or out as the scan runs reads as low contrast (its
  // opacity), and its end comes on a timer that waiting for animations cannot see coming.
  const results = await new AxeBuilder({ page })
    .withTags(lighthouse ? [...wcag, 'best-practice'] : wcag)
    .exclude('.app-toaster')
    .analyze();
  // A rule can carry both kinds of tags: a WCAG rule counts, a best practice only if Lighthouse's.
  const counted = (v: (typeof results.violations)[number]) =>
    lighthouse
      ? v.tags.some((tag) => wcag.includes(tag)) || LIGHTHOUSE_BEST_PRACTICES.includes(v.id)
      : v.impact === 'serious' || v.impact === 'critical';
  return results.violations.filter(counted).map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Serious and critical accessibility violations (WCAG 2.1 A and AA) of the page as it is now. */
export const seriousA11yViolations = (page: Page) => a11yViolations(page, false);

/** Every violation Lighthouse's accessibility score would count, whatever its impact. */
export const lighthouseA11yViolations = (page: Page) => a11yViolations(page, true);

/**
 * Waits for the 1-second start-up loader to go and for the page's script to have taken the page
 * over: the app, or on a page that only shows, the island (decision 044). A server-rendered page
 * is there before its script: clicked too early, it would not answer.
 */
export async function waitForApp(page: Page) {
  await expect(page.locator('#startup-loader')).toHaveCount(0, { timeout: 5000 });
  await expect(page.locator('html[data-app-started]')).toHaveCount(1, { timeout: 15_000 });
}
