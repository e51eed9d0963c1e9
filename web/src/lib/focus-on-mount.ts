/**
 * A ref that focuses its element once it is on the page: what `autoFocus` does in React. The
 * build runs on Preact (decision 037), which only writes the attribute, and browsers ignore it on
 * an element added after the page has loaded. For a field that appears in a dialog already open;
 * a field there from the dialog's opening is marked `data-autofocus` instead (Modal focuses it
 * and remembers the opener, which an early focus would keep it from). Lint forbids `autoFocus`.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
