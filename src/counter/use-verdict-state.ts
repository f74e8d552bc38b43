import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import type { WriteAction } from '../api/settle-write';

/** A write's result that arrived after staff had moved on to another customer. */
export interface LateResult {
  id: number;
  subject: 'coupon' | 'stamp';
  code: string;
  action: WriteAction;
  result: 'went-through' | 'did-not' | 'not-sure';
  before: number;
  /** The count read back; `refused` when the service no longer validates it; null if unreadable. */
  now: number | 'refused' | null;
}

/**
 * The verdict on screen, with an id per verdict, and the rule that a write's result belongs to
 * the verdict it was started from: `showFor(owner, view)` replaces the verdict only while
 * `owner` is still the one on screen (and the screen is still there), and answers the new
 * verdict's id (or null). A result whose verdict is gone becomes a late result (lib/write-lock):
 * a notice beside the current verdict, never in its place.
 */
export function useVerdictState<View>(initial: View) {
  const current = useRef(0);
  const mounted = useRef(false);
  const [shown, setShown] = useState({ view: initial, id: 0 });
  const viewRef = useRef(initial);
  const frame = useRef(0);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      cancelAnimationFrame(frame.current);
    };
  }, []);

  const show = useCallback((view: View): number => {
    current.current += 1;
    viewRef.current = view;
    setShown({ view, id: current.current });
    return current.current;
  }, []);

  /**
   * A placeholder ("Checking 274…"), drawn in the next frame only if nothing else is shown by
   * then: an answer that comes first replaces the verdict on screen with no placeholder frame,
   * and nothing is rendered between the scan and its answer. It takes its id at once, as `show`
   * does: a write's result for the verdict before it is a late result from now on.
   */
  const showPlaceholder = useCallback((view: View): number => {
    current.current += 1;
    const id = current.current;
    viewRef.current = view;
    cancelAnimationFrame(frame.current);
    frame.current = requestAnimationFrame(() => {
      // Rendered in this frame (an update from a frame callback would wait for the next one).
      if (mounted.current && current.current === id) flushSync(() => setShown({ view, id }));
    });
    return id;
  }, []);

  const showFor = useCallback(
    (owner: number, view: View): number | null =>
      mounted.current && current.current === owner ? show(view) : null,
    [show],
  );

  return {
    view: shown.view,
    viewId: shown.id,
    /** The id of the verdict on screen now, or null once the screen is gone. */
    currentId: useCallback(() => (mounted.current ? current.current : null), []),
    /** The verdict on screen now (for a write that finished beside it). */
    currentView: useCallback(() => viewRef.current, []),
    show,
    showPlaceholder,
    showFor,
  };
}
