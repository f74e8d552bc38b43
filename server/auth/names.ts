import { hasHiddenInName } from '../../src/lib/hidden-characters';

/** A name must show something: at least one letter or digit (emoji alone are not a name). */
const VISIBLE = /[\p{L}\p{N}]/u;

/**
 * A person's or a device's name as staff type it: NFC, trimmed, inner runs of spaces made one,
 * 1–`max` characters, at least one letter or digit, and none of the characters that hide, reorder
 * or fake text (src/lib/hidden-characters.ts: the app's own rule, so a name the pairing form
 * takes is one this takes). The server and `npm run staff` take names by this rule, so every
 * memo and audit line shows a name as it reads.
 */
export function cleanName(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  // Trimmed as the app trims (a byte-order mark or a line break at either end goes), then checked
  // before inner spaces are made one: a line break inside must not become a space.
  const trimmed = value.normalize('NFC').trim();
  if (hasHiddenInName(trimmed)) return null;
  const name = trimmed.replace(/\p{Zs}+/gu, ' ');
  if (name === '' || name.length > max || !VISIBLE.test(name) || hasHiddenInName(name)) {
    return null;
  }
  return name;
}

/** Names are matched without regard to case or Unicode form ("oscar" finds "Oscar"). */
export function sameName(a: string, b: string): boolean {
  return a.normalize('NFC').trim().toLowerCase() === b.normalize('NFC').trim().toLowerCase();
}
