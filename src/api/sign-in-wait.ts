import { authRefusalOf } from './auth-refusal';

/**
 * Live mode: a call our server refused because nobody is signed in on this device any more (a
 * restart of the server, everyone signed out, the person removed, the session locked or ended,
 * the device unpaired). Nothing reached the service, so it says nothing about the coupon or the
 * card: it is never a verdict (decision 0013). The gate brings up the unlock pad (or pairing) as
 * the refusal arrives; a check that met it waits here and asks again once someone has signed in.
 */
export function isSignInRefusal(error: unknown): boolean {
  return authRefusalOf(error) !== null;
}

let waiting: (() => void)[] = [];

/** Resolves the next time someone signs in on this device (the gate calls `signedInAgain`). */
export function untilSignedIn(): Promise<void> {
  return new Promise((resolve) => waiting.push(resolve));
}

/** Someone has signed in: every check waiting for it asks again. */
export function signedInAgain(): void {
  const ready = waiting;
  waiting = [];
  for (const resume of ready) resume();
}
