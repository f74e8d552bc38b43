import { lazy, type ComponentType } from 'react';

/** Time between two tries to fetch a screen's code that could not be fetched. */
const RETRY_MS = 3_000;

/**
 * A sign-in screen whose code loads when it is first shown, or earlier through `preload` (the
 * start, for the screen its first paint needs; the gate, for the pad after the first paint). Once
 * loaded it renders at once, without suspending, like a component loaded with the app.
 */
function lazyScreen<P extends object>(load: () => Promise<ComponentType<P>>) {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = (): Promise<ComponentType<P>> => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  // Code that cannot be fetched now is asked for again rather than breaking the gate (a lazy
  // component keeps its first failure): the screen comes once it can.
  const untilLoaded = (): Promise<ComponentType<P>> =>
    preload().catch(
      () =>
        new Promise<ComponentType<P>>((resolve) => {
          window.setTimeout(() => resolve(untilLoaded()), RETRY_MS);
        }),
    );
  const Lazy = lazy(() => untilLoaded().then((component) => ({ default: component })));
  function Screen(props: P) {
    const Component = loaded ?? Lazy;
    return <Component {...props} />;
  }
  return { Screen, preload };
}

/*
 * The screens nobody signed in needs: a signed-in till paints the app with none of their code.
 * Each is its own chunk. The gate renders them inside a Suspense boundary of their own.
 */
const pairing = lazyScreen(() => import('./pairing-screen').then((module) => module.PairingScreen));
const pad = lazyScreen(() => import('./unlock-pad').then((module) => module.UnlockPad));
const bootFailure = lazyScreen(() => import('./boot-failure').then((module) => module.BootFailure));

export const PairingScreen = pairing.Screen;
export const UnlockPad = pad.Screen;
export const BootFailure = bootFailure.Screen;

/** The sign-in screens by what the gate shows first. */
export type SignInScreen = 'pairing' | 'pad' | 'boot-failure';

const PRELOAD: Record<SignInScreen, () => Promise<unknown>> = {
  pairing: pairing.preload,
  pad: pad.preload,
  'boot-failure': bootFailure.preload,
};

/**
 * Fetches a screen's code ahead of its showing. Never fails: a screen whose code is not here when
 * it is shown loads then.
 */
export async function preloadSignInScreen(screen: SignInScreen | null): Promise<void> {
  if (screen) await PRELOAD[screen]().catch(() => undefined);
}
