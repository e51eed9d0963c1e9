const FIRST_INTERACTIONS = ['pointerdown', 'keydown', 'focusin'] as const;

/**
 * Runs `run` once, at the reader's first touch, key or focus on the page. For code the page only
 * needs once the reader acts (a form's schema, the toasts' container): loaded at idle instead, its
 * evaluation was a long task of the page's load on a phone (issue 33's Total Blocking Time), while
 * a reader's first gesture comes well before the first answer that needs it. Answers a function
 * that stops waiting (an effect's cleanup).
 */
export function whenInteracted(run: () => void): () => void {
  const stop = () => FIRST_INTERACTIONS.forEach((type) => document.removeEventListener(type, fire, true));
  function fire() {
    stop();
    run();
  }
  FIRST_INTERACTIONS.forEach((type) => document.addEventListener(type, fire, true));
  return stop;
}
