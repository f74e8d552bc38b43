/**
 * Characters no name may hold, checked before anything else is done to the text: control
 * characters (line breaks and tabs included: a name is one line, and "\n" must not be quietly
 * turned into a space), line and paragraph separators, and the invisible format characters
 * (Unicode Cf): bidirectional overrides, isolates and marks that make a name show in another
 * order ("Trojan Source"), zero-width spaces and non-joiners that make two names look alike, the
 * byte-order mark. The zero-width joiner stays: emoji sequences need it. The app's own rule
 * (src/lib/hidden-characters.ts) is the same set; server/auth/names.test.ts holds the two to it.
 */
export const HIDDEN_IN_NAME = /[\p{Cc}\p{Zl}\p{Zp}]|(?!\u200D)\p{Cf}/u;

/**
 * A person's or a device's name as staff type it: NFC, trimmed, inner runs of spaces made one,
 * 1–`max` characters, and none of the hidden characters above. Null when it is not that. The
 * server and `npm run staff` take names by the same rule, so a name added on the command line is
 * one the pairing form accepts, and every memo and audit line shows a name as it reads.
 */
export function cleanName(value: unknown, max: number): string | null {
  if (typeof value !== 'string' || HIDDEN_IN_NAME.test(value)) return null;
  const name = value
    .normalize('NFC')
    .trim()
    .replace(/\p{Zs}+/gu, ' ');
  if (name === '' || name.length > max || HIDDEN_IN_NAME.test(name)) return null;
  return name;
}

/** Names are matched without regard to case or Unicode form ("oscar" finds "Oscar"). */
export function sameName(a: string, b: string): boolean {
  return a.normalize('NFC').trim().toLowerCase() === b.normalize('NFC').trim().toLowerCase();
}
