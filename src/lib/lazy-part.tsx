import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { afterPaint } from './after-paint';
import { onceLoaded } from './once-loaded';

/** Time between two tries to fetch a part's code that could not be fetched. */
export const RETRY_MS = 3_000;

/**
 * A part of a screen whose code is its own chunk, loaded when the part is first shown or earlier
 * through `preload`. Once loaded it renders at once, without suspending, like a component loaded
 * with the app. Code that cannot be fetched now (offline, a new version deployed meanwhile) is
 * asked for again every `RETRY_MS` rather than breaking the screen around it (a lazy component
 * keeps its first failure): the part comes once it can.
 */
export function lazyPart<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  const preload = onceLoaded(() => load().then((component) => (loaded = component)));
  const untilLoaded = (): Promise<ComponentType<P>> =>
    preload().catch(
      () =>
        new Promise<ComponentType<P>>((resolve) => {
          window.setTimeout(() => resolve(untilLoaded()), RETRY_MS);
        }),
    );
  const Lazy = lazy(() => untilLoaded().then((component) => ({ default: component })));
  function Part(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Part, preload };
}

/** Whether a first frame of the app has been painted: parts shown later mount at once. */
let painted = false;

/**
 * Renders `children` once the screen's first frame has been painted, in a Suspense boundary of its
 * own that shows nothing: for what staff do not need to scan and read a verdict (the recent list,
 * the notices of earlier writes), so that its code is neither fetched nor run before the counter
 * is ready. After the app's first paint, a part mounted later (another screen) renders at once.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  const [show, setShow] = useState(painted);
  useEffect(() => {
    if (show) return;
    return afterPaint(() => {
      painted = true;
      setShow(true);
    });
  }, [show]);
  return show ? <Suspense fallback={null}>{children}</Suspense> : null;
}

/**
 * For tests: whether the app's first frame counts as painted. The screen tests render as after it
 * (their later parts mount in the first commit, inside React's act); `false` is a fresh page.
 */
export function resetFirstPaint(paintedAlready = false): void {
  painted = paintedAlready;
}
