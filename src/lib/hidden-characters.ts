/**
 * Free text (a coupon's name, its memo, user fields): control characters (a NUL or BEL from a
 * copy, a scanner's carriage return) and the bidirectional overrides and isolates, which make
 * stored text show in an order other than its own ("Trojan Source"). Text of several lines may
 * keep its line breaks and tabs.
 */
const FREE_TEXT_HIDDEN = /[\p{Cc}\u202A-\u202E\u2066-\u2069]/u;
const FREE_TEXT_HIDDEN_BESIDE_LINES = /[^\P{Cc}\t\n\r]|[\u202A-\u202E\u2066-\u2069]/u;

export function hasHiddenCharacter(text: string, { lines = false } = {}): boolean {
  return (lines ? FREE_TEXT_HIDDEN_BESIDE_LINES : FREE_TEXT_HIDDEN).test(text);
}

/**
 * Names (a device's, a person's), which go into every redeem memo and audit line and are matched
 * by eye: stricter, every character that hides, reorders or fakes text (decision 0013): control
 * characters, line and paragraph separators, surrogates on their own, private-use, unassigned and non-characters, the
 * braille blank, and every invisible character (Unicode's format characters and default
 * ignorables: direction overrides, isolates and marks, "Trojan Source"; zero-width spaces and
 * joiners; the Hangul fillers, which show as nothing; variation selectors; the byte-order mark).
 * Emoji keep what they need: a zero-width joiner between two pictographs (👩‍🍳) and the
 * emoji/text presentation selectors after a pictograph or a keycap's digit (❤️, 1️⃣).
 *
 * Our server takes names by this same rule (server/auth/names.ts imports it).
 */
const ALWAYS = /[\p{Cc}\p{Zl}\p{Zp}\p{Cs}\p{Co}\p{Cn}\p{Noncharacter_Code_Point}\u2800]/u;
const INVISIBLE = /[\p{Default_Ignorable_Code_Point}\p{Cf}]/gu;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** A skin tone or a presentation selector may sit between a pictograph and the joiner. */
const PICTOGRAPH_BEFORE_JOINER = /\p{Extended_Pictographic}(?:\u{FE0F}|[\u{1F3FB}-\u{1F3FF}])?$/u;
const KEYCAP_BASE = /[0-9#*]/;

/** Whether an invisible character at `index` is one an emoji sequence needs there. */
function emojiNeeds(text: string, index: number, char: string): boolean {
  const before = text.slice(0, index);
  const previous = /.$/su.exec(before)?.[0] ?? '';
  if (char === '\u200D') {
    const next = /^./su.exec(text.slice(index + 1))?.[0] ?? '';
    return PICTOGRAPH_BEFORE_JOINER.test(before) && PICTOGRAPH.test(next);
  }
  if (char === '\uFE0F' || char === '\uFE0E') {
    return PICTOGRAPH.test(previous) || KEYCAP_BASE.test(previous);
  }
  return false;
}

export function hasHiddenInName(text: string): boolean {
  if (ALWAYS.test(text)) return true;
  for (const match of text.matchAll(INVISIBLE)) {
    if (!emojiNeeds(text, match.index, match[0])) return true;
  }
  return false;
}
