/**
 * Characters no one means to store in a name or a coupon: control characters (a NUL or BEL from
 * a copy, a scanner's carriage return), line and paragraph separators, and the invisible format
 * characters (Unicode Cf): the bidirectional overrides, isolates and marks, which make stored text
 * show in an order other than its own ("Trojan Source"), zero-width spaces and non-joiners, which
 * make two names look alike, and the byte-order mark. The zero-width joiner stays: emoji
 * sequences need it. Our server refuses the same set in names (server/auth/names.ts; a test holds
 * the two rules to one corpus).
 */
const HIDDEN = /[\p{Cc}\p{Zl}\p{Zp}]|(?!\u200D)\p{Cf}/u;
/** The same, with line breaks and tabs allowed: text of several lines. */
const HIDDEN_BESIDE_LINES = /[^\P{Cc}\t\n\r]|[\p{Zl}\p{Zp}]|(?!\u200D)\p{Cf}/u;

export function hasHiddenCharacter(text: string, { lines = false } = {}): boolean {
  return (lines ? HIDDEN_BESIDE_LINES : HIDDEN).test(text);
}
