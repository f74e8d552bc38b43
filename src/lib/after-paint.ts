/**
 * Runs `task` once the next frame has been painted and the page is idle (at the latest `timeoutMs`
 * after that frame): for work staff do not wait for, so that it never delays what they do.
 * Browsers without idle callbacks (Safari) run it in the first task after that frame.
 */
export function afterPaint(task: () => void, timeoutMs = 100): void {
  requestAnimationFrame(() => {
    if (typeof requestIdleCallback === 'function')
      requestIdleCallback(task, { timeout: timeoutMs });
    else window.setTimeout(task, 0);
  });
}

/**
 * `afterPaint` for several tasks, one after another, each in its own idle moment: a key pressed
 * meanwhile waits for one task at most, never for all of them.
 */
export function afterPaintEach(tasks: readonly (() => unknown)[]): void {
  const [task, ...rest] = tasks;
  if (!task) return;
  afterPaint(() => {
    task();
    afterPaintEach(rest);
  });
}
