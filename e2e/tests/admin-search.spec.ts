import { DEMO_ADMIN, signInThroughPage } from '../support/accounts';
import { expect, test } from '../support/fixtures';

// Issue 34 item 9: Ctrl+K's results were cut off by its window (162 px tall for 430 px of
// results, one of eight in view). The window grows with them, up to the screen, and the list
// scrolls inside.

for (const { width, height } of [
  { width: 1366, height: 768 },
  { width: 1280, height: 600 },
]) {
  test(`Ctrl+K shows its results in its window at ${width}×${height}`, async ({ page }) => {
    await page.setViewportSize({ width, height });
    await signInThroughPage(page, DEMO_ADMIN.email, DEMO_ADMIN.password);
    await expect(page).toHaveURL(/\/admin\/customers$/);
    // The shortcut is heard once the back-office's header is there (its Search button).
    await expect(page.getByRole('button', { name: /^Search/ })).toBeVisible();
    await page.keyboard.press('Control+k');
    const dialog = page.getByRole('dialog', { name: 'Search the back-office' });
    const box = dialog.getByRole('combobox', { name: 'Customer, order number or product' });
    await expect(box).toBeFocused();
    await box.fill('a');
    const options = dialog.getByRole('option');
    await expect.poll(() => options.count()).toBeGreaterThanOrEqual(8);

    const layout = await dialog.evaluate((node) => {
      const list = node.querySelector<HTMLElement>('[role="listbox"]')!;
      const box = node.getBoundingClientRect();
      const shown = list.getBoundingClientRect();
      const inView = [...list.querySelectorAll('[role="option"]')].filter((option) => {
        const rect = option.getBoundingClientRect();
        return rect.top >= shown.top - 1 && rect.bottom <= shown.bottom + 1;
      }).length;
      return {
        dialogScrolls: node.scrollHeight > node.clientHeight + 1,
        dialogBottom: box.bottom,
        listBottom: shown.bottom,
        listHeight: list.clientHeight,
        listContent: list.scrollHeight,
        inView,
        viewport: window.innerHeight,
      };
    });
    // The results are inside the window, which neither scrolls nor leaves the screen...
    expect(layout.dialogScrolls).toBe(false);
    expect(layout.listBottom).toBeLessThanOrEqual(layout.dialogBottom);
    expect(layout.dialogBottom).toBeLessThanOrEqual(layout.viewport);
    // ...as tall as they are, or past half the screen, scrolling inside.
    expect(layout.listHeight).toBeGreaterThanOrEqual(Math.min(layout.listContent, layout.viewport * 0.5));
    expect(layout.inView).toBeGreaterThanOrEqual(5);
    // The last one is reached with the arrows, scrolled into view in the list.
    const count = await options.count();
    for (let i = 1; i < count; i++) await box.press('ArrowDown');
    await expect(options.nth(count - 1)).toHaveAttribute('aria-selected', 'true');
    await expect(options.nth(count - 1)).toBeInViewport();
  });
}
