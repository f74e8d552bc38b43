/**
 * A person's or a device's name as staff type it: NFC, trimmed, inner runs of space made one, on
 * one line, 1–`max` characters. Null when it is none of that. The server and `npm run staff` take
 * names by the same rule, so a name added on the command line is one the pairing form accepts.
 */
export function cleanName(value: unknown, max: number): string | null {
  if (typeof value !== 'string') return null;
  const name = value.normalize('NFC').trim().replace(/\s+/g, ' ');
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (name === '' || name.length > max || /[\u0000-\u001f\u007f]/.test(name)) return null;
  return name;
}

/** Names are matched without regard to case or Unicode form ("oscar" finds "Oscar"). */
export function sameName(a: string, b: string): boolean {
  return a.normalize('NFC').trim().toLowerCase() === b.normalize('NFC').trim().toLowerCase();
}
