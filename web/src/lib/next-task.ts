/**
 * Lets the browser run what waits (a tap, a frame) before the next step of the start: each step
 * then is a task of its own, none long enough to hold a phone's main thread (issue 19). An
 * `await` on a settled promise would run on in the same task.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
