/**
 * Screens that a new version's prompt must not interrupt (issue 41): the confirmation of an
 * order holds it while it is open, and the prompt shows once the order is placed or the florist
 * goes back. Its own small module, without the registration's: the screens that hold load it.
 */
const holds = new Set<symbol>();
const listeners = new Set<() => void>();

/** Holds the prompt until the returned function is called (a React effect's clean-up). */
export function holdUpdatePrompt(): () => void {
  const hold = Symbol('update prompt hold');
  holds.add(hold);
  listeners.forEach((listener) => listener());
  return () => {
    if (holds.delete(hold)) listeners.forEach((listener) => listener());
  };
}

export function updatePromptHeld(): boolean {
  return holds.size > 0;
}

/** Calls `listener` whenever a hold starts or ends. */
export function onUpdateHoldChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
