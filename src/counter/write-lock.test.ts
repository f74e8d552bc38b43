import { act, renderHook } from '@testing-library/react';
import {
  addLateResult,
  showLateResultInVerdict,
  useLateResults,
  useListedLateResults,
} from './write-lock';

const late = (code: string, result: 'went-through' | 'did-not' | 'not-sure') =>
  ({ subject: 'coupon', code, action: 'redeem', result, before: 0, now: 1 }) as const;

function lists() {
  return renderHook(() => ({ all: useLateResults(), listed: useListedLateResults() }));
}

describe('a late result shown in a verdict’s note', () => {
  it.each([
    ['went through: told in the verdict, it is done', 'went-through', 0],
    ['did not: told in the verdict, it is done', 'did-not', 0],
    ['not sure: it asks for a check, so it goes back to the list', 'not-sure', 1],
  ] as const)('%s', (_, result, listedAfter) => {
    const { result: seen } = lists();
    act(() => addLateResult(late('A', result)));
    const id = seen.current.all[0]?.id ?? -1;
    let release: () => void = () => undefined;
    act(() => {
      release = showLateResultInVerdict(id);
    });
    // One notice, in one place: while the note shows it, the list leaves it out.
    expect(seen.current.listed).toHaveLength(0);
    act(() => release());
    expect(seen.current.listed).toHaveLength(listedAfter);
  });

  it('leaves the others in the list, newest first, and keeps the list as it was between changes', () => {
    const { result: seen, rerender } = lists();
    act(() => {
      addLateResult(late('A', 'did-not'));
      addLateResult(late('B', 'went-through'));
      addLateResult(late('C', 'not-sure'));
    });
    const b = seen.current.all.find((entry) => entry.code === 'B')?.id ?? -1;
    act(() => void showLateResultInVerdict(b));
    expect(seen.current.listed.map((entry) => entry.code)).toEqual(['C', 'A']);
    const before = seen.current.listed;
    rerender();
    expect(seen.current.listed).toBe(before);
  });

  it('numbers each one after the last, so a note finds only results that came after it began', () => {
    const { result: seen } = lists();
    act(() => {
      addLateResult(late('A', 'did-not'));
      addLateResult(late('A', 'went-through'));
    });
    const [newer, older] = seen.current.all.map((entry) => entry.id);
    expect(newer).toBe((older ?? 0) + 1);
  });
});
