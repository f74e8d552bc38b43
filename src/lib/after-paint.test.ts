import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPaint, afterPaintEach } from './after-paint';

// Real frames and timers of the test page (jsdom has no idle callbacks: the fallback runs).
const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

describe('afterPaint', () => {
  afterEach(() => vi.restoreAllMocks());

  it('runs the task after the next frame', async () => {
    const task = vi.fn();
    afterPaint(task);
    expect(task).not.toHaveBeenCalled();
    await settle();
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('runs nothing once cancelled, before or after the frame', async () => {
    const early = vi.fn();
    afterPaint(early)();
    const late = vi.fn();
    const cancelLate = afterPaint(late);
    await new Promise((resolve) => requestAnimationFrame(resolve));
    cancelLate();
    await settle();
    expect(early).not.toHaveBeenCalled();
    expect(late).not.toHaveBeenCalled();
  });

  it('runs several tasks one per idle moment, and none after a cancel (an unmounted screen)', async () => {
    const ran: number[] = [];
    const cancel = afterPaintEach([
      () => {
        ran.push(1);
        cancel(); // the screen goes away between two idle moments
      },
      () => ran.push(2),
      () => ran.push(3),
    ]);
    await settle();
    await settle();
    expect(ran).toEqual([1]);
  });
});
