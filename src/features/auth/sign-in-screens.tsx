import { currentLanguage, detectLanguage, loadNamespaces } from '../../lib/i18n';
import { lazyPart } from '../../lib/lazy-part';

/*
 * The screens nobody signed in needs: a signed-in till paints the app with none of their code.
 * Each is its own chunk, fetched with sign-in's strings. The gate renders them inside a Suspense
 * boundary of their own.
 */

/**
 * A screen's code and its strings (sign-in's own, not on a signed-in till's first load), together:
 * in the language the app shows, and in the one this device would start in (the two differ at
 * start, before the table has switched, and when storage refused the staff's choice).
 */
function withStrings<T>(code: Promise<T>): Promise<T> {
  const languages = new Set([currentLanguage(), detectLanguage()]);
  const strings = [...languages].map((lng) => loadNamespaces(['sign-in'], lng));
  return Promise.all([code, ...strings]).then(([part]) => part);
}

const pairing = lazyPart(() =>
  withStrings(import('./pairing-screen').then((module) => module.PairingScreen)),
);
const pad = lazyPart(() => withStrings(import('./unlock-pad').then((module) => module.UnlockPad)));
const bootFailure = lazyPart(() =>
  withStrings(import('./boot-failure').then((module) => module.BootFailure)),
);

export const PairingScreen = pairing.Part;
export const UnlockPad = pad.Part;
export const BootFailure = bootFailure.Part;

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
