import { useEffect, useRef, type ReactNode } from 'react';
import { shouldRevealVerdict } from './verdict-reveal';
import './verdict.css';

/** The height of what is held in sight at the top of the page (the scan row, where it sticks). */
function heldInSightHeight(): number {
  const held = document.querySelector('[data-held-in-sight]');
  if (!held || getComputedStyle(held).position !== 'sticky') return 0;
  return held.getBoundingClientRect().height;
}

/**
 * Where a counter screen's verdict sits. When a new verdict arrives below the fold (a phone, where
 * it follows the scan field), it is brought into view by itself: staff should not have to scroll
 * to learn what the scan said, nor find it under its own buttons (verdict-reveal.ts says when).
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
      const { top, bottom } = entry.boundingClientRect;
      const viewportHeight = entry.rootBounds?.height ?? window.innerHeight;
      // The area's scroll margin is what the tab bar covers (verdict.css): read, not measured.
      const coveredBelow = Number.parseFloat(getComputedStyle(area).scrollMarginBottom) || 0;
      // Where the counter stacks, the scan row stays in sight at the top (screen.css): its height,
      // one line or two, is read from this same layout.
      const coveredAbove = heldInSightHeight();
      if (!shouldRevealVerdict({ top, bottom, viewportHeight, coveredBelow, coveredAbove })) return;
      const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
      area.style.scrollMarginTop =
        coveredAbove > 0 ? `calc(${coveredAbove}px + var(--space-3))` : '';
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
