import { useCallback, useRef, useState } from 'react';

/** A write's result that arrived after staff had moved on to another customer. */
export interface LateResult {
  id: number;
  subject: 'coupon' | 'stamp';
  code: string;
  action: 'redeem' | 'add-stamp' | 'reward';
  result: 'went-through' | 'did-not' | 'not-sure';
  before: number;
  /** The count read back; `refused` when the service no longer validates it; null if unreadable. */
  now: number | 'refused' | null;
}

/**
 * The verdict on screen, with an id per verdict, and the rule that a write's result belongs to
 * the verdict it was started from: `showFor(owner, view)` replaces the verdict only while
 * `owner` is still the one on screen, and answers the new verdict's id (or null). A result whose
 * verdict is gone becomes a late result: a notice beside the current verdict, never in its place.
 */
export function useVerdictState<View>(initial: View) {
  const current = useRef(0);
  const [shown, setShown] = useState({ view: initial, id: 0 });
  const [late, setLate] = useState<LateResult[]>([]);

  const show = useCallback((view: View): number => {
    current.current += 1;
    setShown({ view, id: current.current });
    return current.current;
  }, []);

  const showFor = useCallback(
    (owner: number, view: View): number | null => (current.current === owner ? show(view) : null),
    [show],
  );

  const addLate = useCallback((result: Omit<LateResult, 'id'>) => {
    setLate((list) => [{ ...result, id: Date.now() + Math.random() }, ...list].slice(0, 3));
  }, []);

  const dismissLate = useCallback((id: number) => {
    setLate((list) => list.filter((entry) => entry.id !== id));
  }, []);

  return {
    view: shown.view,
    viewId: shown.id,
    currentId: useCallback(() => current.current, []),
    show,
    showFor,
    late,
    addLate,
    dismissLate,
  };
}
