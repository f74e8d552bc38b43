import {
  Suspense,
  useLayoutEffect,
  useState,
  useSyncExternalStore,
  type ComponentProps,
} from 'react';
import { useTranslation } from '../lib/i18n';
import { AfterFirstPaint, lazyPart } from '../lib/lazy-part';
import { journalCutOffWriteIds } from './journal-peek';
import './write-notices.css';

/*
 * The counter's parts that staff do not need to scan and read a verdict, each its own chunk,
 * shown inside `AfterFirstPaint` (lib/lazy-part.tsx): their code is fetched and run after the
 * counter's first frame, not before it (decision 0023). The notice of cut-off writes
 * is the exception: when there are some, it holds its place from the first frame.
 */

const recentActivity = lazyPart(() =>
  import('./recent-activity-list').then((module) => module.RecentActivity),
);

/** The recent list below the verdict. */
export const RecentActivity = recentActivity.Part;

const InterruptedWritesPart = lazyPart(() =>
  import('./write-notices').then((module) => module.InterruptedWrites),
).Part;

/** What the notice of cut-off writes says first, while it reads them back. */
function CheckingCutOffWrites() {
  const { t } = useTranslation();
  return (
    <div className="write-notices" aria-live="polite" aria-relevant="additions">
      <p className="notice notice--info">{t('writes.interrupted.checking')}</p>
    </div>
  );
}

/**
 * Writes cut off when the app last closed, read back on start. Nothing to read back (nearly every
 * start): nothing rendered, nothing fetched. Something to read back: the notice holds its place
 * from the first frame, saying what its code will say first, so the counter below it does not
 * move when that code arrives (a new-user walk saw the field pushed 75 px down half a second after
 * the first paint).
 */
export function InterruptedWrites() {
  // Taken at the first frame: a write started before the notice's code arrives is not one.
  const [ids] = useState(journalCutOffWriteIds);
  if (ids.length === 0) return null;
  return (
    <Suspense fallback={<CheckingCutOffWrites />}>
      <InterruptedWritesPart ids={ids} />
    </Suspense>
  );
}

const lateResults = lazyPart(() => import('./write-notices').then((module) => module.LateResults));

/** Results of writes that ended after staff moved on. */
export const LateResults = lateResults.Part;

/** How many counter screens show the late results below their verdict now (0 or 1). */
let belowShown = 0;
const belowListeners = new Set<() => void>();
const subscribeBelow = (listener: () => void) => {
  belowListeners.add(listener);
  return () => belowListeners.delete(listener);
};
const setBelowShown = (change: 1 | -1) => {
  belowShown += change;
  for (const listener of belowListeners) listener();
};

/**
 * Whether a counter screen shows the late results below its verdict. Where none does (a screen
 * without a scan field, and a counter screen still loading or showing its error page), the layout
 * shows them above the screen: a late result is never shown nowhere.
 */
export function useLateResultsBelow(): boolean {
  return useSyncExternalStore(
    subscribeBelow,
    () => belowShown > 0,
    () => false,
  );
}

/**
 * Below a counter screen's scan field and verdict: the late results, then the recent list, each
 * after the first paint. In portrait they follow the verdict; in landscape they sit under the scan
 * field, the verdict's column beside them (screen.css). Above the screen, a late result arriving
 * pushed the next customer's Redeem button down the moment it came alive.
 */
export function CounterBelow(props: ComponentProps<typeof RecentActivity>) {
  // In the commit that shows this screen: the layout's copy above goes before that frame is drawn.
  useLayoutEffect(() => {
    setBelowShown(1);
    return () => setBelowShown(-1);
  }, []);
  return (
    <div className="counter__below">
      <AfterFirstPaint>
        <LateResults />
      </AfterFirstPaint>
      <AfterFirstPaint>
        <RecentActivity {...props} />
      </AfterFirstPaint>
    </div>
  );
}

/**
 * For tests: the later parts' code, fetched before a screen renders, so that they mount in its
 * first commit inside React's act (a list mounting later, beside a scan's update, made React
 * warn; the screen tests' console guard turns a warning into a failure).
 */
export async function preloadLaterParts(): Promise<void> {
  await Promise.all([recentActivity.preload(), lateResults.preload()]);
}
