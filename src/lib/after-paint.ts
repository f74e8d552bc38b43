/**
 * Runs `task` once the next frame has been painted and the page is idle (at the latest `timeoutMs`
 * after that frame): for work staff do not wait for, so that it never delays what they do.
 * Browsers without idle callbacks (Safari) run it in the first task after that frame.
 * Returns a cancel function: a screen that unmounts first (or a test that ends) stops what is
 * still waiting, so nothing runs against a page that is gone.
 */
export function afterPaint(task: () => void, timeoutMs = 100): () => void {
  let cancelled = false;
  let cancelPending = () => {};
  const run = () => {
    if (!cancelled) task();
  };
  const frame = requestAnimationFrame(() => {
    if (cancelled) return;
    if (typeof requestIdleCallback === 'function') {
      const idle = requestIdleCallback(run, { timeout: timeoutMs });
      cancelPending = () => cancelIdleCallback(idle);
    } else {
      const timer = window.setTimeout(run, 0);
      cancelPending = () => window.clearTimeout(timer);
    }
  });
  return () => {
    cancelled = true;
    cancelAnimationFrame(frame);
    cancelPending();
  };
}

/**
 * `afterPaint` for several tasks, one after another, each in its own idle moment: a key pressed
 * meanwhile waits for one task at most, never for all of them. Returns a cancel function for
 * the tasks not yet run.
 */
export function afterPaintEach(tasks: readonly (() => unknown)[]): () => void {
  let cancelCurrent = () => {};
  let cancelled = false;
  const next = (remaining: readonly (() => unknown)[]) => {
    const [task, ...rest] = remaining;
    if (!task || cancelled) return;
    cancelCurrent = afterPaint(() => {
      task();
      next(rest);
    });
  };
  next(tasks);
  return () => {
    cancelled = true;
    cancelCurrent();
  };
}
