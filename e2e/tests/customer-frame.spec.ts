import type { Page } from '@playwright/test';
import { expect, test, waitForApp } from '../support/fixtures';
import { signInAsDemoCustomer } from '../support/shop';

// Issue 34 item 9: at 1366 px the florist's account tabs ran off the screen ("Mon compte" cut off)
// and "Se déconnecter" took two lines. Every tab is on screen, the header's links one line each.

/** Where the tabs and the header's links lie, and how many lines each link's words take. */
async function frame(page: Page) {
  return page.evaluate(() => {
    const lines = (element: Element) => {
      const range = document.createRange();
      range.selectNodeContents(element);
      return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
    };
    const tabs = document.querySelector(
      'nav[aria-label="Sections de mon compte"], nav[aria-label="My account sections"]',
    )!;
    const header = document.querySelector('header nav:not([hidden])')!;
    return {
      screen: document.documentElement.clientWidth,
      pageScroll: document.documentElement.scrollWidth,
      tabsScroll: tabs.scrollWidth - tabs.clientWidth,
      tabs: [...tabs.querySelectorAll('a')].map((a) => ({
        text: a.textContent,
        left: a.getBoundingClientRect().left,
        right: a.getBoundingClientRect().right,
        lines: lines(a),
      })),
      header: [...header.querySelectorAll('a, button')].map((item) => ({
        text: item.textContent,
        right: item.getBoundingClientRect().right,
        lines: lines(item),
      })),
    };
  });
}

const french = {
  language: 'French',
  path: '/fr/customer/tickets/create',
  tab: 'Mon compte',
  signOut: 'Se déconnecter',
};
const english = { language: 'English', path: '/customer/tickets/create', tab: 'My Account', signOut: 'Log Out' };

for (const { width, language, path, tab, signOut } of [
  { width: 1366, ...french },
  { width: 1366, ...english },
  // The narrowest screen with the links in the header (lg).
  { width: 1024, ...french },
]) {
  test(`at ${width} px in ${language}, every account tab is on screen and the header's links are one line each`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 768 });
    await signInAsDemoCustomer(page);
    await page.goto(path);
    await waitForApp(page);
    await expect(page.getByRole('link', { name: tab, exact: true }).last()).toBeVisible();
    await expect(page.getByRole('button', { name: signOut })).toBeVisible();
    const { screen, pageScroll, tabsScroll, tabs, header } = await frame(page);
    expect(pageScroll).toBeLessThanOrEqual(screen);
    // Shop, online orders, all orders, standing orders, invoices, payments, claims, account.
    expect(tabs).toHaveLength(8);
    expect(tabsScroll, JSON.stringify(tabs)).toBeLessThanOrEqual(0);
    for (const item of tabs) {
      expect(item.left, item.text!).toBeGreaterThanOrEqual(0);
      expect(item.right, item.text!).toBeLessThanOrEqual(screen);
      expect(item.lines, item.text!).toBe(1);
    }
    for (const item of header) {
      expect(item.right, item.text!).toBeLessThanOrEqual(screen);
      expect(item.lines, item.text!).toBe(1);
    }
    expect(header.map((item) => item.text)).toContain(signOut);
  });
}
