// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { batchRunner, serialRunner } from './serial';

/** A write that holds until released, recording each batch it was given. */
function heldWriter() {
  const batches: number[][] = [];
  const releases: (() => void)[] = [];
  const write = (inputs: readonly number[]) => {
    batches.push([...inputs]);
    return new Promise<number[]>((resolve) => {
      releases.push(() => resolve(inputs.map((n) => n * 10)));
    });
  };
  return { batches, releases, write };
}

/** Lets every settled promise's callbacks run. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('batchRunner', () => {
  it('writes what was asked during a batch as the next batch, answers in order', async () => {
    const { batches, releases, write } = heldWriter();
    const append = batchRunner(serialRunner(), write);
    const first = append(1);
    await settle();
    const rest = [append(2), append(3), append(4)];
    await settle();
    expect(batches).toEqual([[1]]);
    releases[0]?.();
    expect(await first).toBe(10);
    await settle();
    expect(batches).toEqual([[1], [2, 3, 4]]);
    releases[1]?.();
    expect(await Promise.all(rest)).toEqual([20, 30, 40]);
  });

  it('fails every input of a failed batch, and the next batch still runs', async () => {
    let calls = 0;
    const append = batchRunner(serialRunner(), (inputs: readonly number[]) => {
      calls += 1;
      if (calls === 1) return Promise.reject(new Error('disk full'));
      return Promise.resolve(inputs.map((n) => -n));
    });
    const failed = [append(1), append(2)];
    for (const one of failed) await expect(one).rejects.toThrow('disk full');
    expect(await append(3)).toBe(-3);
  });

  it('keeps its turn behind other work on the same serial line', async () => {
    const serially = serialRunner();
    const order: string[] = [];
    let release = () => {};
    const other = serially(
      () =>
        new Promise<void>((resolve) => {
          release = () => {
            order.push('other');
            resolve();
          };
        }),
    );
    const append = batchRunner(serially, (inputs: readonly string[]) => {
      order.push(`batch ${inputs.join(',')}`);
      return Promise.resolve(inputs);
    });
    const a = append('a');
    const b = append('b');
    await settle();
    expect(order).toEqual([]);
    release();
    await Promise.all([other, a, b]);
    expect(order).toEqual(['other', 'batch a,b']);
  });
});
