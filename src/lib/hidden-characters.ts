/**
 * Characters no one means to store in a name or a coupon: control characters (a NUL or BEL from
 * a copy, a scanner's carriage return) and the bidirectional overrides and isolates, which make
 * stored text show in an order other than its own ("Trojan Source"). Zero-width joiners stay:
 * emoji sequences need them.
 */
const HIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
/** The same, with line breaks and tabs allowed: text of several lines. */
const HIDDEN_BESIDE_LINES = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069]/u;

export function hasHiddenCharacter(text: string, { lines = false } = {}): boolean {
  return (lines ? HIDDEN_BESIDE_LINES : HIDDEN).test(text);
}
