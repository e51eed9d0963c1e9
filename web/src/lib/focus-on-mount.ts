/**
 * A ref that focuses its element once it is on the page, where lint forbids `autoFocus` (a field
 * that takes the focus on its own surprises a screen reader). For a field that appears in a dialog already open;
 * a field there from the dialog's opening is marked `data-autofocus` instead (Modal focuses it
 * and remembers the opener, which an early focus would keep it from). Lint forbids `autoFocus`.
 */
export function focusOnMount(element: HTMLElement | null): void {
  element?.focus();
}
