import { expect, it } from 'vitest';
import type { KeyedLock } from './keyed-lock';

/**
 * What every KeyedLock promises (decision 0018): one holder at a time per key, in arrival order;
 * keys apart; a waiter whose signal aborts leaves without running; a task that fails releases. No
 * timers: each task finishes when the test says so, and the test waits for a task to start by a
 * gate the task opens, never by counting turns (a lock held in a database takes a round trip).
 */
/** A promise the test opens when it chooses (also used by the PostgreSQL lock's own tests). */
export function gate() {
  let open = () => {};
  const opened = new Promise<void>((resolve) => {
    open = resolve;
  });
  return { opened, open };
}

/**
 * Lets every promise callback that is ready run (a lock's hand-over takes a few turns): enough to
 * see a task that should not start yet start, where nothing but promises stands in its way.
 */
const settle = async () => {
  for (let i = 0; i < 20; i += 1) await Promise.resolve();
};

export function keyedLockContract(make: () => KeyedLock | Promise<KeyedLock>): void {
  const never = new AbortController().signal;

  it('runs the tasks of one key one at a time, in the order they came', async () => {
    const lock = await make();
    const order: string[] = [];
    let holding = 0;
    let most = 0;
    const gates = [gate(), gate(), gate()];
    const started = gates.map(() => gate());
    const runs = gates.map((g, i) =>
      lock.run('coupon:ABC', never, async () => {
        holding += 1;
        most = Math.max(most, holding);
        order.push(`start ${i}`);
        started[i]?.open();
        await g.opened;
        order.push(`end ${i}`);
        holding -= 1;
        return i;
      }),
    );
    await started[0]?.opened;
    await settle();
    expect(order).toEqual(['start 0']);
    gates[2]?.open();
    gates[1]?.open();
    await settle();
    expect(order).toEqual(['start 0']);
    gates[0]?.open();
    expect(await Promise.all(runs)).toEqual([0, 1, 2]);
    expect(order).toEqual(['start 0', 'end 0', 'start 1', 'end 1', 'start 2', 'end 2']);
    expect(most).toBe(1);
  });

  it('lets two keys run at once', async () => {
    const lock = await make();
    const a = gate();
    const aHolds = gate();
    const started: string[] = [];
    const first = lock.run('coupon:A', never, async () => {
      started.push('A');
      aHolds.open();
      await a.opened;
    });
    await aHolds.opened;
    // A holds its key until the test opens its gate: B runs to its end meanwhile.
    const second = lock.run('coupon:B', never, () => {
      started.push('B');
      return Promise.resolve();
    });
    await second;
    expect(started).toEqual(['A', 'B']);
    a.open();
    await first;
  });

  it('a waiter whose signal aborts leaves with its reason and never runs; the next still runs', async () => {
    const lock = await make();
    const holder = gate();
    const ran: string[] = [];
    const first = lock.run('stamp:1', never, async () => {
      ran.push('first');
      await holder.opened;
    });
    const leaving = new AbortController();
    const second = lock.run('stamp:1', leaving.signal, () => {
      ran.push('second');
      return Promise.resolve();
    });
    const third = lock.run('stamp:1', never, () => {
      ran.push('third');
      return Promise.resolve();
    });
    await settle();
    leaving.abort(new DOMException('The service took too long.', 'TimeoutError'));
    await expect(second).rejects.toThrow('The service took too long.');
    holder.open();
    await first;
    await third;
    expect(ran).toEqual(['first', 'third']);
  });

  it('a signal aborted before the wait runs nothing', async () => {
    const lock = await make();
    const gone = new AbortController();
    gone.abort(new Error('the browser left'));
    let ran = false;
    await expect(
      lock.run('stamp:2', gone.signal, () => {
        ran = true;
        return Promise.resolve();
      }),
    ).rejects.toThrow('the browser left');
    expect(ran).toBe(false);
  });

  it('a task that fails releases the key', async () => {
    const lock = await make();
    await expect(
      lock.run('coupon:X', never, () => Promise.reject(new Error('the service broke'))),
    ).rejects.toThrow('the service broke');
    expect(await lock.run('coupon:X', never, () => Promise.resolve('next'))).toBe('next');
  });
}
