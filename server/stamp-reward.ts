import * as z from 'zod/mini';
import { stampWire } from './wire';

/**
 * The reward's on-site password (CONTRACT.md, "The reward is an update, not a redeem"). The
 * service's update has no `onsitePwd`, yet the specification wants the password for the reward of
 * an on-site card. The party that holds the password checks it: this server, against the
 * `onsitePwd` of its own fresh validate, before the update is sent. The typed password is never
 * sent on, and the one from the validate never leaves this server (the browser gets the write's
 * answer, never this read).
 */

/** The fresh validate before a reward, read with the password the browser must never see. */
export const stampWithPasswordWire = z.extend(stampWire, {
  onsitePwd: z.optional(z.nullable(z.union([z.string(), z.number()]))),
});
type StampWithPassword = z.output<typeof stampWithPasswordWire>;

async function sha256(text: string): Promise<Uint8Array> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
}

/**
 * Whether two secrets are equal, in a time that depends on neither: both are hashed to 32 bytes
 * first (so their lengths do not show), then every byte is compared without an early exit.
 */
export async function sameSecret(typed: string, stored: string): Promise<boolean> {
  const [a, b] = await Promise.all([sha256(typed), sha256(stored)]);
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= (a[index] ?? 0) ^ (b[index] ?? 0);
  return difference === 0;
}

/**
 * Why the reward may not be sent, or null when it may. As the simulated service decides it in
 * the demo: an on-site card always needs a password, and one without a stored password accepts
 * none. A card that is not on site needs none, and whatever was typed is ignored.
 */
export async function rewardPasswordProblem(
  card: StampWithPassword,
  typed: string | undefined,
): Promise<'onsitePwdRequired' | 'onsitePwdWrong' | null> {
  if (card.onsiteYn?.trim().toUpperCase() !== 'Y') return null;
  if (typed === undefined || typed === '') return 'onsitePwdRequired';
  const stored = card.onsitePwd == null ? '' : String(card.onsitePwd);
  // Compared even when nothing is stored, so that case takes as long as a wrong password.
  const same = await sameSecret(typed, stored);
  return same && stored !== '' ? null : 'onsitePwdWrong';
}
