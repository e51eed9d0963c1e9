import { Component, type ReactNode } from 'react';

interface Props {
  children: ReactNode;
  /** Says that the part could not be loaded (a toast): the rest of the page stays as it is. */
  onError: (error: unknown) => void;
}

/**
 * Around a part of a page loaded on demand (a lazy chunk: a dialog, a step): if its code cannot
 * be loaded (offline, or a new version's files replaced the old ones), the part is left out and
 * the page stays, rather than the whole app giving way to the error screen.
 */
export class LoadBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    this.props.onError(error);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
