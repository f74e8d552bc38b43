import { lazyPart } from '../lib/lazy-part';

/*
 * The counter's parts that staff do not need to scan and read a verdict, each its own chunk,
 * shown inside `AfterFirstPaint` (lib/lazy-part.tsx): their code is fetched and run after the
 * counter's first frame, not before it (issue 28; decision 0023).
 */

/** The recent list below the verdict. */
export const RecentActivity = lazyPart(() =>
  import('./recent-activity-list').then((module) => module.RecentActivity),
).Part;

/** Writes cut off by a reload, read back after the first paint. */
export const InterruptedWrites = lazyPart(() =>
  import('./write-notices').then((module) => module.InterruptedWrites),
).Part;

/** Results of writes that ended after staff moved on. */
export const LateResults = lazyPart(() =>
  import('./write-notices').then((module) => module.LateResults),
).Part;
