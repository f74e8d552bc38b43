import { useEffect, useRef, type ReactNode } from 'react';
import './verdict.css';

/** A verdict whose top is lower than this share of the screen is brought up. */
const REVEAL_BELOW = 0.55;

/**
 * Where a counter screen's verdict sits. When a new verdict arrives below the fold (a phone, where
 * it follows the scan field), it is brought into view by itself: staff should not have to scroll
 * to learn what the scan said. Nothing moves when its top is already in the upper part of the screen.
 */
export function VerdictArea({ revealKey, children }: { revealKey: string; children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const first = useRef(true);
  useEffect(() => {
    // Not on the first paint: the idle verdict is no news.
    if (first.current) {
      first.current = false;
      return;
    }
    const area = ref.current;
    // jsdom lays nothing out (and has no observer): nothing to bring into view there.
    if (!area || typeof IntersectionObserver === 'undefined') return;
    // Where the verdict sits is read by an observer, from the layout the browser makes for the
    // verdict's own paint: measuring it here would force an extra layout before that paint.
    const observer = new IntersectionObserver(([entry]) => {
      observer.disconnect();
      if (!entry) return;
      // Its headline is what must be seen (its action stays in sight on its own): move only when
      // the top is off screen or in the lower half, where the tab bar and the fold cut it.
      const { top } = entry.boundingClientRect;
      const height = entry.rootBounds?.height ?? window.innerHeight;
      if (top >= 0 && top <= height * REVEAL_BELOW) return;
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      area.scrollIntoView({ block: 'start', behavior: reduced ? 'auto' : 'smooth' });
    });
    observer.observe(area);
    return () => observer.disconnect();
  }, [revealKey]);
  return (
    <div ref={ref} className="counter__verdict">
      {children}
    </div>
  );
}
