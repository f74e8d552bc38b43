import * as z from 'zod/mini';
import { stampWire } from './wire';

/**
 * The reward's on-site password (docs/api.md, operation 6; decision 0016). This server compares
 * what staff typed with the `onsitePwd` of its own fresh validate and sends nothing on a mismatch;
 * on a match the redeem carries the password, and the service checks it too. The one from the
 * validate never leaves this server (the browser gets the write's answer, never this read).
 */

/** The fresh validate before a reward, read with the password the browser must never see. */
export const stampWithPasswordWire = z.extend(stampWire, {
  onsitePwd: z.optional(z.nullable(z.union([z.string(), z.number()]))),
});
type StampWithPassword = z.output<typeof stampWithPasswordWire>;

const isOnSite = (card: StampWithPassword) => card.onsiteYn?.trim().toUpperCase() === 'Y';

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
  if (!isOnSite(card)) return null;
  if (typed === undefined || typed === '') return 'onsitePwdRequired';
  const stored = card.onsitePwd == null ? '' : String(card.onsitePwd);
  // Compared even when nothing is stored, so that case takes as long as a wrong password.
  const same = await sameSecret(typed, stored);
  return same && stored !== '' ? null : 'onsitePwdWrong';
}

/**
 * The redeem as the service takes it: `{ stampIdx, onsitePwd }` for an on-site card (its password
 * already matched ours), `{ stampIdx }` for any other, whatever was typed. The card is the one the
 * till asked for, never the `stampIdx` an answer carries (docs/api.md, "A card is the one
 * scanned").
 */
export function rewardOutgoing(
  body: { stampIdx: number; onsitePwd: string | undefined },
  checked: unknown,
): { stampIdx: number; onsitePwd?: string } {
  const card = stampWithPasswordWire.parse(checked);
  return isOnSite(card) && body.onsitePwd !== undefined
    ? { stampIdx: body.stampIdx, onsitePwd: body.onsitePwd }
    : { stampIdx: body.stampIdx };
}
