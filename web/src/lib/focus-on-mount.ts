/**
 * A ref that focuses its element once it is on the page: what `autoFocus` does in React. The
 * build runs on Preact (decision 037), which only writes the attribute, and browsers ignore it on
 * an element added after the page has loaded (a dialog's field). Lint forbids `autoFocus`.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
