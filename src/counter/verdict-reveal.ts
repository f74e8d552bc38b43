/**
 * Whether a new verdict is brought into view (verdict-area.tsx), from where the browser laid it
 * out. Its action stays in sight on its own (sticky above the tab bar), and covers whatever of the
 * verdict lies under it: so a verdict is moved when its top is off screen or low on the screen, or
 * when it starts below the top third and runs on under the tab bar (a stamp card on a phone: its
 * count would sit under its buttons). One that starts high is left where it is even if it runs on
 * (a landscape tablet's verdict column): moving it would only hide the scan field.
 */
export interface VerdictPlace {
  /** The verdict's top and bottom, px from the top of the viewport. */
  top: number;
  bottom: number;
  viewportHeight: number;
  /** What covers the bottom of the viewport (the tab bar), px. */
  coveredBelow: number;
  /** What covers the top of the viewport (a phone's scan row held in sight), px; 0 if nothing. */
  coveredAbove?: number;
}

/** A top lower than this share of the screen is always brought up. */
export const REVEAL_BELOW = 0.55;
/** A top lower than this share is brought up when the verdict runs on under the tab bar. */
export const REVEAL_RUNNING_ON_BELOW = 1 / 3;

export function shouldRevealVerdict({
  top,
  bottom,
  viewportHeight,
  coveredBelow,
  coveredAbove = 0,
}: VerdictPlace): boolean {
  if (top < coveredAbove || top > viewportHeight * REVEAL_BELOW) return true;
  const runsOn = bottom > viewportHeight - coveredBelow;
  return runsOn && top > viewportHeight * REVEAL_RUNNING_ON_BELOW;
}
